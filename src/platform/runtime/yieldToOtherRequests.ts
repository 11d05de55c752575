/**
 * Lets the requests waiting on the event loop run before a long read goes on: SQLite answers
 * synchronously inside the server, so a read of many pages would otherwise hold them all.
 */
export const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve))
