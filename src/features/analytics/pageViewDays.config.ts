import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { pageViewDaysSlug } from '@/lib/slugs'

/**
 * The page views of one finished UTC day, summed up once (src/features/analytics/summary.ts): what
 * the statistics read instead of the raw views, which are purged after the retention period.
 * Written by the server only; « Réinitialiser » empties it with the raw views.
 */
export const PageViewDays: CollectionConfig = {
  slug: pageViewDaysSlug,
  labels: { singular: 'Bilan du jour', plural: 'Bilans des pages vues' },
  admin: {
    group: 'Statistiques',
    useAsTitle: 'day',
    defaultColumns: ['day', 'pageViews', 'visits', 'uniqueVisitors'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  fields: [
    { name: 'day', type: 'text', label: 'Jour (UTC)', required: true, unique: true, index: true },
    { name: 'pageViews', type: 'number', label: 'Pages vues', required: true },
    { name: 'uniqueVisitors', type: 'number', label: 'Visiteurs uniques', required: true },
    { name: 'visits', type: 'number', label: 'Visites', required: true },
    { name: 'bounces', type: 'number', label: 'Visites d’une seule page', required: true },
    {
      name: 'totalDuration',
      type: 'number',
      label: 'Durée totale des visites (s)',
      required: true,
    },
    { name: 'sources', type: 'json', label: 'Visites par source', required: true },
    { name: 'departments', type: 'json', label: 'Pages vues par département', required: true },
    { name: 'pages', type: 'json', label: 'Pages les plus vues', required: true },
  ],
}
