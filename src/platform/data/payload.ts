import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload could not start. Its configuration is fixed at build time, so in production this
 * means its database cannot be reached; Payload tries again on the next call.
 */
export class DatabaseUnreachableError extends Error {}

const UNREACHABLE = 'Base de données injoignable'

/**
 * After a failed start, calls fail at once for this long rather than each waiting for the
 * database driver's own timeout again (30 s for MongoDB by default); then one call tries again.
 */
const RETRY_AFTER_MS = 5_000
let failedAt = Number.NEGATIVE_INFINITY
/** The instance once started, for logging a failure without starting Payload again. */
let started: Payload | null = null

/**
 * The process's Payload instance (Local API), initialised once, with the jobs queue's runners
 * (`cron`: src/platform/services/jobs/config.ts; scripts and tests take their own instance without them).
 */
export function payloadClient(): Promise<Payload> {
  if (Date.now() - failedAt < RETRY_AFTER_MS)
    return Promise.reject(new DatabaseUnreachableError(UNREACHABLE))
  const starting = getPayload({ config, cron: true })
  void starting.then((payload) => (started = payload)).catch(() => undefined)
  return starting.catch((error: unknown) => {
    // Payload marks the failures of its start-up; the /api answers them with a 503, not a 500
    if ((error as { payloadInitError?: boolean } | null)?.payloadInitError) {
      failedAt = Date.now()
      throw new DatabaseUnreachableError(UNREACHABLE, { cause: error })
    }
    throw error
  })
}

/**
 * A public reader's failure (the page shows its defaults or an error block): logged with the rest
 * of the server's logs (Payload's logger), or on the console when Payload has not started (the
 * database out of reach since boot, the build's render without one).
 */
export function logReadFailure(message: string, error: unknown): void {
  if (started) started.logger.error({ err: error }, message)
  else console.error(message, error)
}
