import 'server-only'

import type { Payload } from 'payload'

import { ANALYTICS_TOP_PAGES } from '@/lib/constants'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { PAGE_TITLES } from '@/lib/pageTitles'
import { departmentsSlug, equipmentSlug, newsSlug } from '@/lib/slugs'
import { topPages, type Totals } from '@/services/analytics/summary'

import { firstWhere } from '../firstWhere'

type Page = { title: string; path: string; views: number }

/** The name of what a page shows, from the site's own records; null for an unknown address. */
async function titleOf(payload: Payload, path: string): Promise<string | null> {
  if (PAGE_TITLES[path]) return PAGE_TITLES[path]
  const [, section, key] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? []
  if (!key) return null
  const first = async (
    collection: typeof newsSlug | typeof equipmentSlug | typeof departmentsSlug,
    field: string,
    value: string,
  ) => {
    const doc = (await firstWhere(payload, collection, field, value)) as
      { title?: string; name?: string } | undefined
    return doc?.title ?? doc?.name ?? null
  }
  const decoded = decodeURIComponent(key)
  if (section === 'actualites') return /^\d+$/.test(decoded) ? first(newsSlug, 'id', decoded) : null
  if (section === 'equipements') return first(equipmentSlug, 'slug', decoded)
  if (section === 'departement') {
    const slug = DEPARTMENT_ID_TO_SLUG[decoded as keyof typeof DEPARTMENT_ID_TO_SLUG]
    return slug ? first(departmentsSlug, 'slug', slug) : null
  }
  return null
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
