import 'server-only'

import type { Payload } from 'payload'

type Row = { id: number | string; updatedAt?: string | null }

/**
 * The server's own bookkeeping on an account (two-factor steps and codes, failed attempts,
 * known sign-ins), written without moving its `updatedAt`: the account screen open in the admin
 * would otherwise take it for another person's edit (« Document modifié ») at its next Save.
 */
export function writeUserRow(payload: Payload, row: Row, data: Record<string, unknown>) {
  return payload.db.updateOne({
    collection: 'users',
    id: row.id,
    data: { ...data, ...(row.updatedAt && { updatedAt: row.updatedAt }) },
    returning: false,
  })
}
