import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { DEFAULT_SITE_LOCALE } from '@/lib/locales'
import { slugInLanguages } from '@/lib/slugQuery'

/**
 * An item's slug in each language (#45): one address per language, each unique among every
 * item's addresses in every language (the English site looks an address up in both).
 */

/** Whether the collection's items have an address per language (departments share theirs). */
export const slugPerLanguage = (req: PayloadRequest, collection: CollectionSlug) =>
  Boolean(
    req.payload.config.localization &&
    req.payload.collections[collection]?.config.flattenedFields.some(
      (field) => field.name === 'slug' && 'localized' in field && field.localized,
    ),
  )

/** The items whose address is `slug` in any language (`slug.fr`, `slug.en`), or the shared one. */
const slugInAnyLanguage = (
  req: PayloadRequest,
  collection: CollectionSlug,
  slug: string,
): Where => {
  const { localization } = req.payload.config
  if (!localization || !slugPerLanguage(req, collection)) return { slug: { equals: slug } }
  return slugInLanguages(localization.localeCodes, slug)
}

/** The other items whose address is `slug` in any language (the one at `id` left out). */
export const slugOfAnotherItem = (
  req: PayloadRequest,
  collection: CollectionSlug,
  slug: string,
  id?: number | string,
): Where => ({
  and: [
    slugInAnyLanguage(req, collection, slug),
    ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
  ],
})

/** Whether a save is in the site's default language (French), or the site has but one. */
export const inDefaultLanguage = (req: PayloadRequest) => {
  const { localization } = req.payload.config
  return !localization || !req.locale || req.locale === localization.defaultLocale
}

/** The language of a save: the request's, or the default one. */
export const savedLanguage = (req: PayloadRequest): string => {
  const { localization } = req.payload.config
  return req.locale ?? (localization ? localization.defaultLocale : DEFAULT_SITE_LOCALE)
}

/**
 * The item as stored (its published state, with drafts), and its own slug in each language: none
 * is read from another. The database adapter gives a localized field by language.
 */
export async function storedSlugs(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
): Promise<{ status?: string; slugs: Record<string, string | null | undefined> }> {
  const stored = await req.payload.db.findOne<{
    id: number | string
    _status?: string
    slug?: string | Record<string, string | null> | null
  }>({ collection, where: { id: { equals: id } }, req })
  const slug = stored?.slug
  return {
    status: stored?._status,
    slugs: typeof slug === 'string' ? { [savedLanguage(req)]: slug } : (slug ?? {}),
  }
}
