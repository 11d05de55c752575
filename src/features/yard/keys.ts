// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { PayloadRequest, RelationshipField } from 'payload'

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
