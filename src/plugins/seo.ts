import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

import { COMPANY_NAME } from '@/lib/company'
import { departmentPath } from '@/lib/departmentPath'
import { equipmentPath } from '@/lib/equipmentPath'
import { newsPath } from '@/lib/sitePaths'
import { configuredPublicUrl } from '@/lib/runtime'
import { pagePath } from '@/lib/pagePaths'
import { projectPath } from '@/lib/projectPaths'
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

/** A search result's description: the item's own words, cut at a word near 155 characters. */
const summary = (text: string | null | undefined) => {
  const words = (text ?? '').replace(/\s+/g, ' ').trim()
  if (words.length <= 155) return words
  return `${words.slice(0, 154).replace(/\s+\S*$/, '')}…`
}

const pathOf = (collection: string | undefined, doc: Item) => {
  if (collection === equipmentSlug && doc.slug) return equipmentPath(doc.slug)
  if (collection === departmentsSlug && doc.slug) return departmentPath(doc.slug)
  if (collection === newsSlug && doc.id !== undefined) return newsPath(doc.id)
  if (collection === pagesSlug && doc.slug) return pagePath(doc.slug)
  if (collection === projectsSlug && doc.slug) return projectPath(doc.slug)
  return '/'
}

const LABELS: Record<string, { label: string; description?: string }> = {
  title: {
    label: 'Titre dans les moteurs de recherche',
    description: 'Le titre entier, tel que Google le montre. Vide : le nom, puis celui du site.',
  },
  description: {
    label: 'Description dans les moteurs de recherche',
    description: 'Vide : le début de la description de la fiche.',
  },
  image: {
    label: 'Image de partage',
    description:
      'Montrée quand la page est partagée (WhatsApp, Facebook). Vide : l’image principale de la fiche.',
  },
}

/**
 * Payload's fields in French: their names would show as « Title », and its image tip is English.
 * Its search preview is left out: with no title yet it draws an empty heading and an empty link
 * (axe: empty-heading, link-name), which the plugin offers no way to fix.
 */
const frenchFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields
    .filter((field) => !('name' in field && field.name === 'preview'))
    .map((field) => {
      const french = 'name' in field ? LABELS[field.name] : undefined
      if (!french) return field
      return {
        ...field,
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
    summary(doc.description ?? doc.excerpt ?? doc.intro ?? doc.summary),
  generateImage: ({ doc }: { doc: Item }) => {
    const main = doc.images?.main ?? doc.photos?.[0]
    return typeof main === 'object' && main ? main.id : (main ?? '')
  },
  generateURL: ({ doc, collectionConfig }) =>
    `${configuredPublicUrl() ?? ''}${pathOf(collectionConfig?.slug, doc as Item)}`,
})
