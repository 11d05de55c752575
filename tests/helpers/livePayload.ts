/** Where testPayload() leaves the worker's Payload, for the next file's fresh database. */
export const LIVE_PAYLOAD = Symbol.for('bk.test.livePayload')
