import 'server-only'

import type { Payload } from 'payload'

import { cachedRead } from '@/platform/cache/cachedRead'
import { tags } from '@/platform/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'
import { mediaUrl } from '@/lib/media'
import { mediaSlug, pagesSlug } from '@/lib/slugs'

import { cachedInLocale } from '@/platform/data/cachedInLocale'
import { atSlugInAnyLanguage, type ItemSlugs, withSlugs } from '@/platform/data/itemSlugs'
import { pageWords, type SitePage, toSitePage } from './shape'
import { payloadClient } from '@/platform/data/payload'

/** A page with its address in each language (#45). */
export type AddressedPage = SitePage & { slugs: ItemSlugs }

async function pageBySlug(payload: Payload, slug: string, draft: boolean, locale: SiteLocale) {
  const { docs } = await payload.find({
    collection: pagesSlug,
    locale,
    where: atSlugInAnyLanguage(slug),
    depth: 1,
    limit: 1,
    draft,
    // a draft is read for a signed-in editor only (the preview checks it); a visitor's read goes
    // through the collection's access: published, out of the trash
    overrideAccess: draft,
  })
  const [page] = await withSlugs(payload, pagesSlug, docs, toSitePage, draft)
  return page ?? null
}

/** The published page at /<slug>, kept until a page or a picture changes. */
export const findPublishedPage = cachedInLocale(
  async (locale, slug: string): Promise<AddressedPage | null> =>
    pageBySlug(await payloadClient(), slug, false, locale),
  ['pages', 'published'],
  [tags.collection(pagesSlug), tags.collection(mediaSlug)],
)

/**
 * The page at /<slug> as its latest draft has it, for the editor's preview only: never cached.
 * A draft's new slug is found too (the published one may still be the old).
 */
export async function findDraftPage(slug: string): Promise<AddressedPage | null> {
  return pageBySlug(await payloadClient(), slug, true, requestLocale())
}

export type PageStamp = {
  slug: string
  slugs: ItemSlugs
  updatedAt: string
  image?: string | null
}

/** Slug, last change and share image of every published page, for the sitemap. */
export const listPageStamps = cachedRead(
  async (): Promise<PageStamp[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: pagesSlug,
      overrideAccess: false,
      select: { slug: true, updatedAt: true, meta: { image: true } },
      sort: 'title',
      pagination: false,
      depth: 1,
    })
    return withSlugs(
      payload,
      pagesSlug,
      docs.filter((doc) => doc.slug),
      (doc) => ({
        slug: doc.slug ?? '',
        updatedAt: doc.updatedAt,
        image: mediaUrl(doc.meta?.image),
      }),
    )
  },
  ['sitemap', 'pages'],
  [tags.collection(pagesSlug), tags.collection(mediaSlug)],
)

/** A published page as the site search matches it: its address, title, intro and every word. */
export type SearchablePage = { path: string; title: string; intro: string | null; words: string }

/** Every published page's words, kept until a page changes (the site search matches them). */
export const listSearchablePages = cachedInLocale(
  async (locale): Promise<SearchablePage[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: pagesSlug,
      overrideAccess: false,
      locale,
      sort: 'title',
      pagination: false,
      depth: 0,
    })
    return docs.map(toSitePage).map((page) => ({
      path: page.path,
      title: page.title,
      intro: page.intro,
      words: pageWords(page),
    }))
  },
  ['search', 'pages'],
  [tags.collection(pagesSlug)],
)
