import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { selectField } from '@/platform/fields/select'
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES } from '@/lib/labels'
import { pageViewsSlug } from '@/lib/slugs'

/**
 * One public page seen, as the privacy-friendly beacon reports it: no cookie and no IP, only a
 * daily-salted hash for unique visitors. Written by the server only (access: nobody creates).
 */
export const PageViews: CollectionConfig = {
  slug: pageViewsSlug,
  labels: { singular: 'Page vue', plural: 'Pages vues' },
  admin: { group: 'Statistiques', defaultColumns: ['path', 'source', 'duration', 'createdAt'] },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'path', type: 'text', label: 'Chemin', required: true, index: true },
    { name: 'title', type: 'text', label: 'Titre de la page' },
    {
      ...selectField('source', 'Source', TRAFFIC_SOURCES, TRAFFIC_SOURCE_LABELS),
      defaultValue: 'direct',
    },
    { name: 'department', type: 'text', label: 'Département (slug)', index: true },
    { name: 'visitorHash', type: 'text', label: 'Visiteur (empreinte du jour)', index: true },
    { name: 'sessionId', type: 'text', label: 'Session', index: true },
    { name: 'duration', type: 'number', label: 'Durée (secondes)', min: 0, defaultValue: 0 },
  ],
}
