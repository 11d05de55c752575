import type { CollectionConfig } from 'payload'

import { weeklyReportsSlug } from '@/lib/slugs'

/**
 * One row per week whose report went out (src/features/analytics/weeklyReport.ts): its unique
 * `week` is the claim that makes a second run, on this instance or another, send nothing.
 * The server's own: no API, no admin screen.
 */
export const WeeklyReports: CollectionConfig = {
  slug: weeklyReportsSlug,
  labels: { singular: 'Rapport hebdomadaire', plural: 'Rapports hebdomadaires' },
  admin: { hidden: true, useAsTitle: 'week' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  fields: [
    {
      name: 'week',
      type: 'text',
      label: 'Semaine (lundi, UTC)',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'recipients', type: 'number', label: 'Destinataires', defaultValue: 0 },
  ],
}
