/** The integration suite's data folder; INT_DATA_DIR gives a second run on the same tree its own. */
export const INT_DATA_DIR = process.env.INT_DATA_DIR || 'data/test/int'
