import type { IncomingMessage, ServerResponse } from 'node:http'

const enabled = process.env.LOG_REQUESTS !== 'false'

/** One line per request once the response is sent: time, method, path, status, duration. */
export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  if (!enabled) return
  const started = performance.now()
  res.once('finish', () => {
    const ms = (performance.now() - started).toFixed(1)
    process.stdout.write(
      `${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode} ${ms}ms\n`,
    )
  })
}
