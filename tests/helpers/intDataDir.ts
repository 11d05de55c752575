import { checkoutTemp } from './checkoutTemp'

/**
 * The integration suite's data folder (its template, and each worker's clone and uploads):
 * outside the checkout, one per checkout and engine. `next build` runs beside the integration
 * runs (npm test), and its file tracing reads the checkout's `data/` folder: the files each test
 * file copies and deletes there made the build crash (« Cannot read properties of null (reading
 * 'length') »). INT_DATA_DIR chooses another folder.
 */
export const INT_DATA_DIR =
  process.env.INT_DATA_DIR ||
  checkoutTemp(process.env.INT_DATABASE === 'postgres' ? 'int-postgres' : 'int')
