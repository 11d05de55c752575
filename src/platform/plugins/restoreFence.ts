import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { RESTORE_FENCE_LOCK, writesClosedHere } from '@/platform/runtime/writeGate'

/** A write refused because an instance is restoring the shared database: 503, Retry-After. */
class WritesClosedError extends APIError {
  constructor() {
    super(frenchOnly.backup.writesClosed, 503, undefined, true)
  }
}

type Session = { db: { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> } }

/**
 * Every write on a shared PostgreSQL, whatever instance takes it, inside its own transaction:
 * the restore's lock taken shared, or refused at once when an instance holds it or waits for it
 * (PostgreSQL queues a new shared request behind the waiting one). The restore thus waits for the
 * writes under way on every instance, and no write lands between its safety backup and its end
 * (#58). A process that is restoring writes as the restore; SQLite has one instance.
 */
async function fenced(req: PayloadRequest): Promise<void> {
  if (req.payload.db.name !== 'postgres' || writesClosedHere()) return
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
  const session = id === undefined ? undefined : sessions?.[String(id)]
  if (!session) return
  const { rows } = await session.db.execute(
    sql`SELECT pg_try_advisory_xact_lock_shared(${RESTORE_FENCE_LOCK}::bigint) AS admitted`,
  )
  if (rows[0]?.admitted !== true) throw new WritesClosedError()
}

export const fenceCollectionWrites: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'create' || operation === 'update' || operation === 'delete') await fenced(req)
  return args
}

export const fenceGlobalWrites: GlobalBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'update') await fenced(req)
  return args
}
