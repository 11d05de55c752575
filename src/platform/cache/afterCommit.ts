import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

/**
 * Work that must wait for a save's transaction to commit. Payload runs a save's hooks inside its
 * transaction (PostgreSQL, MongoDB; SQLite runs without one), so a cache emptied from a hook is
 * filled again with the old value by any read before the commit, and stays stale for its lifetime.
 */
type Work = () => Promise<void> | void
type TransactionID = number | string

/** Kept on the adapter: the hooks reach it through `req.payload.db`, from any module graph. */
const PENDING = Symbol.for('bk.site.afterCommit')

type Pending = { [PENDING]?: Map<TransactionID, Work[]> }

/**
 * The adapter whose commits run the work registered for them (`afterCommit`) once the commit is
 * done, and whose rollbacks drop it. Payload commits and rolls back through these two methods
 * only (`commitTransaction`, `killTransaction` and its jobs all call `payload.db`).
 */
export function runsWorkAfterCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db: BaseDatabaseAdapter & Pending = adapter.init(args)
      const pending = new Map<TransactionID, Work[]>()
      const take = (id: TransactionID) => {
        const work = pending.get(id) ?? []
        pending.delete(id)
        return work
      }
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      db.commitTransaction = async (incoming) => {
        const id = await incoming
        const work = take(id)
        await commit(id)
        for (const run of work) {
          try {
            await run()
          } catch (error) {
            db.payload.logger.warn({ err: error }, 'Travail après enregistrement en échec')
          }
        }
      }
      db.rollbackTransaction = async (incoming) => {
        const id = await incoming
        take(id)
        await rollback(id)
      }
      db[PENDING] = pending
      return db
    },
  }
}

/**
 * Runs `work` once the request's transaction has committed, or at once when the request has no
 * open transaction (SQLite, a Local API call outside any save, an adapter not built by
 * `runsWorkAfterCommit`). Dropped if the transaction is rolled back: nothing changed.
 */
export async function afterCommit(req: PayloadRequest, work: Work): Promise<void> {
  const id = await req.transactionID
  const { db } = req.payload
  const pending = (db as Pending)[PENDING]
  // with no transaction, Payload's relationship loader may leave `{}` here (a null promise as JSON)
  const open = (typeof id === 'string' || typeof id === 'number') && db.sessions?.[id] !== undefined
  if (!open || !pending) return work()
  pending.set(id, [...(pending.get(id) ?? []), work])
}
