import 'server-only'

import type { Payload } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { RESTORE_FENCE_LOCK } from '@/platform/runtime/writeGate'

import { BackupError } from './backupLock'

type PoolClient = {
  query: (text: string, values?: unknown[]) => Promise<unknown>
  release: (destroy?: boolean) => void
}

/** How long the restore waits for the writes under way on the other instances. */
const WRITES_DRAIN_TIMEOUT = '30s'

/**
 * Closes the writes of every instance on a shared PostgreSQL (src/platform/plugins/restoreFence.ts):
 * takes the restore's lock alone on a connection of its own, once the writes under way have
 * ended, and keeps it until the returned function ends that connection (a crashed restore's
 * connection ends with it, and writes open again). SQLite has one instance: nothing to do.
 */
export async function closeOtherInstancesWrites(payload: Payload): Promise<() => void> {
  if (payload.db.name !== 'postgres') return () => undefined
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<PoolClient> } }).pool
  const client = await pool.connect()
  try {
    await client.query(`SET lock_timeout = '${WRITES_DRAIN_TIMEOUT}'`)
    await client.query('SELECT pg_advisory_lock($1::bigint)', [RESTORE_FENCE_LOCK])
  } catch {
    client.release(true)
    throw new BackupError(frenchOnly.backup.otherInstancesBusy)
  }
  // the connection ended, not put back in the pool: its lock goes with it
  return () => client.release(true)
}
