import 'server-only'

import type { Payload, Where } from 'payload'

type Row = { id: number | string; updatedAt?: string | null }

const keepUpdatedAt = (row: Row, data: Record<string, unknown>) => ({
  ...data,
  ...(row.updatedAt && { updatedAt: row.updatedAt }),
})

/**
 * The server's own bookkeeping on an account (two-factor steps and codes, failed attempts,
 * known sign-ins), written without moving its `updatedAt`: the account screen open in the admin
 * would otherwise take it for another person's edit (« Document modifié ») at its next Save.
 */
export function writeUserRow(payload: Payload, row: Row, data: Record<string, unknown>) {
  return payload.db.updateOne({
    collection: 'users',
    id: row.id,
    data: keepUpdatedAt(row, data),
    returning: false,
  })
}

/**
 * The same write, only while the row still matches `unchanged`: one conditional UPDATE (the SQL
 * adapters' atomic `where`; MongoDB's findOneAndUpdate is one operation too). False when another
 * write came first.
 */
export async function writeUserRowIf(
  payload: Payload,
  row: Row,
  unchanged: Where,
  data: Record<string, unknown>,
): Promise<boolean> {
  const written = await payload.db.updateOne({
    collection: 'users',
    where: { and: [{ id: { equals: row.id } }, unchanged] },
    data: keepUpdatedAt(row, data),
    options: { atomic: true },
  })
  return written !== null
}
