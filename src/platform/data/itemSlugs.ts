import 'server-only'

import type { Payload, Where } from 'payload'

import { DEFAULT_SITE_LOCALE, SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { slugInLanguages } from '@/lib/slugQuery'
import type { equipmentSlug, pagesSlug, projectsSlug } from '@/lib/slugs'

/** The collections with an address per language (a department's is shared: its short id). */
type AddressedCollection = typeof equipmentSlug | typeof pagesSlug | typeof projectsSlug

/** An item's address in each language of the site: its own, or the French one it reads (#45). */
export type ItemSlugs = Record<SiteLocale, string>

const inEveryLanguage = (slugIn: (locale: SiteLocale) => string) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, slugIn(locale)])) as ItemSlugs

/**
 * The item at `slug` in any language (every address is one item's in every language:
 * src/platform/fields/slug.ts): a page found by another language's address sends the visitor to its own.
 */
export const atSlugInAnyLanguage = (slug: string): Where => slugInLanguages(SITE_LOCALES, slug)

/** Each language's slug of the items `ids` (one query, every language at once). */
export async function slugsByLanguage(
  payload: Payload,
  collection: AddressedCollection,
  ids: (number | string)[],
  draft = false,
): Promise<Map<string, ItemSlugs>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale: 'all',
    select: { slug: true },
    depth: 0,
    pagination: false,
    draft,
    overrideAccess: true,
  })
  return new Map(
    docs.map((doc) => {
      const stored = (doc.slug ?? {}) as unknown as Partial<Record<SiteLocale, string | null>>
      const french = stored[DEFAULT_SITE_LOCALE] ?? ''
      return [String(doc.id), inEveryLanguage((locale) => stored[locale] || french)]
    }),
  )
}

/** The items as read, each with its addresses in every language (its own slug everywhere if unread). */
export async function withSlugs<D extends { id: number | string; slug?: string | null }, T>(
  payload: Payload,
  collection: AddressedCollection,
  docs: D[],
  shape: (doc: D) => T,
  draft = false,
): Promise<(T & { slugs: ItemSlugs })[]> {
  const slugs = await slugsByLanguage(
    payload,
    collection,
    docs.map(({ id }) => id),
    draft,
  )
  return docs.map((doc) => ({
    ...shape(doc),
    slugs: slugs.get(String(doc.id)) ?? inEveryLanguage(() => doc.slug ?? ''),
  }))
}
