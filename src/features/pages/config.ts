import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { statusPublishedOrAdmin } from '@/platform/access/publishedOrAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { redirectFormerAddress, rememberPublishedAddress } from '@/platform/fields/addressRedirects'
import { CREATED_ON_FIRST_SAVE, draftVersions } from '@/platform/fields/drafts'
import { draftPreview } from '@/platform/fields/livePreview'
import { slugField } from '@/platform/fields/slug'
import { trashedSlug } from '@/platform/fields/trashedSlug'
import { titleField } from '@/platform/fields/title'
import { reservedPageAddress } from '@/i18n/site/addresses'
import { pagePath } from '@/lib/pagePaths'
import { pagesSlug } from '@/lib/slugs'

import { PAGE_BLOCKS } from './blocks.config'

const { afterChange, afterDelete } = revalidateCollection(pagesSlug)

/**
 * Pages built from blocks (#44), published at /<slug>: « Nos réalisations », « Carrières », a
 * page for one big project. Payload's drafts: an editor works on a draft (saved as they type)
 * while visitors keep the published version, sees it in the live preview, and publishes now or at
 * a chosen time (its schedule runs on the jobs queue: src/platform/services/jobs/publications.ts).
 */
export const Pages: CollectionConfig = {
  slug: pagesSlug,
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Contenu',
    description: 'Des pages du site construites par blocs, publiées à l’adresse /slug.',
    ...draftPreview(pagePath),
    ...CREATED_ON_FIRST_SAVE,
  },
  defaultSort: '-updatedAt',
  versions: draftVersions(50, { interval: 1500 }),
  trash: true,
  access: { read: statusPublishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [trashedSlug, rememberPublishedAddress],
    afterChange: [afterChange, redirectFormerAddress(pagePath)],
    afterDelete: [afterDelete],
  },
  fields: [
    titleField,
    slugField('title', { reserved: reservedPageAddress }),
    {
      name: 'intro',
      type: 'textarea',
      label: 'Introduction',
      localized: true,
      admin: { description: 'Sous le titre, en tête de page ; aussi la description par défaut.' },
    },
    {
      name: 'layout',
      type: 'blocks',
      // each language has its own blocks: a translation may say less, or more
      localized: true,
      label: 'Contenu de la page',
      labels: { singular: 'Bloc', plural: 'Blocs' },
      blocks: PAGE_BLOCKS,
      minRows: 1,
      required: true,
    },
  ],
}
