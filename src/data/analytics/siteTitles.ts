import 'server-only'

import type { Payload } from 'payload'

import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { PAGE_TITLES } from '@/lib/pageTitles'
import { departmentsSlug, equipmentSlug, newsSlug } from '@/lib/slugs'

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
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0] as { title?: string; name?: string } | undefined
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

/**
 * The most viewed pages with the titles the site gives them: the beacon's claimed title was
 * anybody's to write, so an unknown address shows as itself.
 */
export function withSiteTitles(payload: Payload, pages: Page[]): Promise<Page[]> {
  return Promise.all(
    pages.map(async (page) => ({
      ...page,
      title: (await titleOf(payload, page.path).catch(() => null)) ?? page.path,
    })),
  )
}
