import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { rentalSnapshotsSlug } from '@/lib/slugs'

/**
 * What was on rent at the end of each day that changed it, and the estimated monthly rental revenue
 * of that (src/platform/services/rentalEstimate.ts): the history behind the statistics' equipment and
 * revenue trends. Written by the server when equipment is saved; the state on a day is the last
 * snapshot on or before it.
 */
export const RentalSnapshots: CollectionConfig = {
  slug: rentalSnapshotsSlug,
  labels: { singular: 'Relevé des locations', plural: 'Relevés des locations' },
  admin: {
    group: 'Statistiques',
    useAsTitle: 'day',
    defaultColumns: ['day', 'rentedEquipment', 'estimatedMonthlyRevenue'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  fields: [
    { name: 'day', type: 'text', label: 'Jour (UTC)', required: true, unique: true, index: true },
    { name: 'rentedEquipment', type: 'number', label: 'Équipements en location', required: true },
    {
      name: 'estimatedMonthlyRevenue',
      type: 'number',
      label: 'Revenu locatif mensuel estimé (FCFA)',
      required: true,
    },
  ],
}
