import 'server-only'

import type { Payload } from 'payload'

import { payloadClient } from './payload'

/** Whether the database answers a query now (the health check, the admin's outage answers). */
export async function databaseReachable(payload?: Payload): Promise<boolean> {
  try {
    const client = payload ?? (await payloadClient())
    await client.count({ collection: 'users', overrideAccess: true })
    return true
  } catch {
    return false
  }
}
