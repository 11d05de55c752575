import type { CollectionConfig } from 'payload'

import { equipmentUnitsSlug, unitBookingsSlug } from '@/lib/slugs'

/**
 * The days a unit is held (#61): one row per unit and reservation (its preparation days
 * included) or maintenance block, written only by ./booking.ts. The database refuses two rows of
 * one unit whose days meet: PostgreSQL by an exclusion constraint (btree_gist), SQLite by two
 * triggers (its writers take turns), both added by the migration that created the table. Read by
 * the team (the planning's source), never edited by hand.
 */
export const UnitBookings: CollectionConfig = {
  slug: unitBookingsSlug,
  labels: { singular: 'Jours retenus', plural: 'Jours retenus' },
  admin: { hidden: true, useAsTitle: 'bookingKey' },
  // a unit's holds that end on or after a day: what availability and booking read
  indexes: [{ fields: ['unit', 'lastDay'] }],
  access: {
    read: ({ req }) => Boolean(req.user),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'unit', type: 'relationship', relationTo: equipmentUnitsSlug, required: true },
    /** The reservation's key, or `unit:<id>` for a unit's maintenance blocks. */
    { name: 'bookingKey', type: 'text', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    /** Day numbers (days since 1970-01-01, src/lib/days.ts), both included. */
    { name: 'firstDay', type: 'number', required: true, index: true },
    { name: 'lastDay', type: 'number', required: true, index: true },
    /** An option's end: past it, the row holds nothing and the next booking removes it. */
    { name: 'holdsUntil', type: 'date' },
  ],
}
