// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import {
  APIError,
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type RelationshipField,
} from 'payload'

import { depositsSlug, handoversSlug, reservationsSlug, yardPhotosSlug } from '@/lib/slugs'

/** A key the phone or the form sends once: the same key twice is the same record. */
export const SEND_KEY = /^[A-Za-z0-9_-]{16,64}$/

/** The key's field: unique, so that two copies arriving at once leave one row. */
export const sendKeyField = {
  name: 'key',
  type: 'text',
  required: true,
  unique: true,
  maxLength: 64,
  admin: { hidden: true },
} as const

/** The reservation a yard record belongs to. */
export const reservationField: RelationshipField = {
  name: 'reservation',
  type: 'relationship',
  relationTo: reservationsSlug,
  label: 'Réservation',
  required: true,
  index: true,
}

type KeyedSlug = typeof handoversSlug | typeof depositsSlug | typeof yardPhotosSlug

/** The row kept under `key` in `collection`, or null: a second send answers the first. */
export const keptUnder = async <Slug extends KeyedSlug>(
  req: PayloadRequest,
  collection: Slug,
  key: string,
) =>
  (
    await req.payload.find({
      collection,
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0] ?? null

/**
 * Writes `write` in one transaction, once under `key`: when it fails because the same key was
 * written meanwhile (two copies of one send at once, the unique index letting one through), the
 * row kept answers; any other failure goes to `lost` (which may refuse it in its own words),
 * then up.
 */
export async function writeOnce<Slug extends KeyedSlug>(
  req: PayloadRequest,
  collection: Slug,
  key: string,
  write: () => Promise<NonNullable<Awaited<ReturnType<typeof keptUnder<Slug>>>>>,
  lost?: (error: unknown) => Promise<void>,
) {
  await initTransaction(req)
  try {
    const doc = await write()
    await commitTransaction(req)
    return { doc, duplicate: false }
  } catch (error) {
    await killTransaction(req)
    const first = await keptUnder(req, collection, key)
    if (first) return { doc: first, duplicate: true }
    await lost?.(error)
    throw error
  }
}

/** The reservation numbered `id` (as sent: any value), or the French 404. */
export async function reservationFound(req: PayloadRequest, id: unknown) {
  const number = Number(id)
  const reservation = Number.isSafeInteger(number)
    ? await req.payload
        .findByID({ collection: reservationsSlug, id: number, depth: 0, overrideAccess: true, req })
        .catch(() => null)
    : null
  if (!reservation) throw new APIError('Réservation introuvable.', 404, null, true)
  return reservation
}
