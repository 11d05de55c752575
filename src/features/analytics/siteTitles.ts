import 'server-only'

import type { Payload, Where } from 'payload'

import { ANALYTICS_TOP_PAGES } from '@/lib/constants'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { DEFAULT_SITE_LOCALE, SITE_LANGUAGES } from '@/lib/locales'
import { PAGE_TITLES } from '@/i18n/site/pageTitles'
import { departmentsSlug, equipmentSlug, newsSlug, pagesSlug, projectsSlug } from '@/lib/slugs'
import { topPages, type Totals } from './summary'
import { frenchPathOf } from '@/i18n/site/addresses'

import { atSlugInAnyLanguage } from '@/platform/data/itemSlugs'

type Page = { title: string; path: string; views: number }

type TitledCollection =
  | typeof newsSlug
  | typeof equipmentSlug
  | typeof departmentsSlug
  | typeof pagesSlug
  | typeof projectsSlug

/** The title of the one published item `where` finds, or null. */
async function itemTitle(payload: Payload, collection: TitledCollection, where: Where) {
  const published = collection === pagesSlug || collection === projectsSlug
  const { docs } = await payload.find({
    collection,
    where: published ? { and: [where, { _status: { equals: 'published' } }] } : where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0] as { title?: string | null; name?: string | null } | undefined
  return doc?.title ?? doc?.name ?? null
}

/** The name of what a French page shows, from the site's own records; null for an unknown address. */
async function frenchTitleOf(payload: Payload, path: string): Promise<string | null> {
  if (PAGE_TITLES[path]) return PAGE_TITLES[path]
  const [, section, key] = /^\/([^/]+)(?:\/([^/]+))?$/.exec(path) ?? []
  if (!section) return null
  const decoded = decodeURIComponent(key ?? section)
  // a page built from blocks lives at its slug
  if (!key) return itemTitle(payload, pagesSlug, atSlugInAnyLanguage(decoded))
  if (section === 'actualites')
    return /^\d+$/.test(decoded) ? itemTitle(payload, newsSlug, { id: { equals: decoded } }) : null
  if (section === 'equipements')
    return itemTitle(payload, equipmentSlug, atSlugInAnyLanguage(decoded))
  if (section === 'realisations')
    return itemTitle(payload, projectsSlug, atSlugInAnyLanguage(decoded))
  if (section === 'departement') {
    const slug = DEPARTMENT_ID_TO_SLUG[decoded as keyof typeof DEPARTMENT_ID_TO_SLUG]
    return slug ? itemTitle(payload, departmentsSlug, { slug: { equals: slug } }) : null
  }
  return null
}

/**
 * The name of what a page shows, in French as the admin speaks; a page of another language's
 * site (/en/…) is its French twin's, followed by the language (« Accueil — Anglais »).
 */
async function titleOf(payload: Payload, path: string): Promise<string | null> {
  const { locale, path: frenchPath } = frenchPathOf(path)
  const title = await frenchTitleOf(payload, frenchPath)
  return title && locale !== DEFAULT_SITE_LOCALE ? `${title} — ${SITE_LANGUAGES[locale]}` : title
}

/** How many of the most viewed addresses are looked at for each page shown. */
const CANDIDATES_PER_PAGE = 4

/**
 * The most viewed pages of the site (ANALYTICS_TOP_PAGES), with the titles the site gives them:
 * the beacon's claimed title was anybody's to write. An address that names no page of the site
 * (an error page's, or a forged beacon's) is left out: it was no page view of the site.
 */
export async function siteTopPages(payload: Payload, totals: Totals): Promise<Page[]> {
  const candidates = topPages(totals, ANALYTICS_TOP_PAGES * CANDIDATES_PER_PAGE)
  const titled = await Promise.all(
    candidates.map(async (page) => {
      const title = await titleOf(payload, page.path).catch(() => null)
      return title ? { ...page, title } : null
    }),
  )
  return titled.filter((page) => page !== null).slice(0, ANALYTICS_TOP_PAGES)
}
