import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload could not start. Its configuration is fixed at build time, so in production this
 * means its database cannot be reached; Payload tries again on the next call.
 */
export class DatabaseUnreachableError extends Error {}

/** The process's Payload instance (Local API), initialised once. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config }).catch((error: unknown) => {
    // Payload marks the failures of its start-up; the /api answers them with a 503, not a 500
    if ((error as { payloadInitError?: boolean } | null)?.payloadInitError) {
      throw new DatabaseUnreachableError('Base de données injoignable', { cause: error })
    }
    throw error
  })
}
