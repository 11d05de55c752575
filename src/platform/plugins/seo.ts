import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

import { COMPANY_NAME } from '@/lib/company'
import { configuredPublicUrl } from '@/platform/runtime/environment'
import { itemPath, searchDescription } from '@/lib/searchResult'
import {
  departmentsSlug,
  equipmentSlug,
  mediaSlug,
  newsSlug,
  pagesSlug,
  projectsSlug,
} from '@/lib/slugs'

type Item = {
  id?: number | string
  name?: string
  title?: string
  slug?: string | null
  description?: string | null
  excerpt?: string | null
  intro?: string | null
  summary?: string | null
  images?: { main?: number | { id: number } | null } | null
  photos?: (number | { id: number })[] | null
}

const LABELS: Record<string, { label: string; description?: string; localized?: boolean }> = {
  title: {
    label: 'Titre dans les moteurs de recherche',
    description: 'Le titre entier, tel que Google le montre. Vide : le nom, puis celui du site.',
  },
  description: {
    label: 'Description dans les moteurs de recherche',
    description: 'Vide : le début de la description de la fiche.',
  },
  image: {
    // the plugin localizes its three fields; media are shared by every language (#45)
    localized: false,
    label: 'Image de partage',
    description:
      'Montrée quand la page est partagée (WhatsApp, Facebook). Vide : l’image principale de la fiche.',
  },
}

/**
 * The search preview as the page will read: the plugin's own draws an empty heading and an empty
 * link while the title is empty (axe: empty-heading, link-name) and shows no default.
 */
const searchPreview: Field = {
  name: 'preview',
  type: 'ui',
  admin: { components: { Field: '/admin/Seo/SearchPreview#SearchPreview' } },
}

/**
 * Payload's fields in French (their names would show as « Title », and its image tip is English);
 * the title and description in each language, the share image shared.
 */
const frenchFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) => {
    if ('name' in field && field.name === 'preview') return searchPreview
    const french = 'name' in field ? LABELS[field.name] : undefined
    if (!french) return field
    return {
      ...field,
      ...(french.localized === undefined ? {} : { localized: french.localized }),
      label: french.label,
      admin: { ...field.admin, description: french.description },
    } as Field
  })

/**
 * Payload's SEO plugin: a title, a description and a share image per machine, article,
 * department, page and project; « Auto-générer » fills them from the item, and an empty
 * one keeps today's default on the page (src/lib/seo.ts).
 */
export const seoFields = seoPlugin({
  collections: [equipmentSlug, newsSlug, departmentsSlug, pagesSlug, projectsSlug],
  uploadsCollection: mediaSlug,
  fields: frenchFields,
  generateTitle: ({ doc }: { doc: Item }) => `${doc.name ?? doc.title ?? ''} | ${COMPANY_NAME}`,
  generateDescription: ({ doc }: { doc: Item }) =>
    searchDescription(doc.description ?? doc.excerpt ?? doc.intro ?? doc.summary),
  generateImage: ({ doc }: { doc: Item }) => {
    const main = doc.images?.main ?? doc.photos?.[0]
    return typeof main === 'object' && main ? main.id : (main ?? '')
  },
  generateURL: ({ doc, collectionConfig }) =>
    `${configuredPublicUrl() ?? ''}${itemPath(collectionConfig?.slug, doc as Item) ?? '/'}`,
})
