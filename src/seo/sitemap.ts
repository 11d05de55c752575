import 'server-only'

import type { MetadataRoute } from 'next'

import type { PageStamp } from '@/data/pages'
import type { SiteProject } from '@/data/projectShape'
import type { EquipmentStamp, NewsStamp } from '@/data/sitemap'

import { equipmentPath } from '@/lib/equipmentPath'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { LEGAL_PAGES } from '@/lib/legalPages'
import { pagePath } from '@/lib/pagePaths'
import { PROJECTS_PATH } from '@/lib/projectPaths'
import { CATALOGUE_PATH, SERVICES_PATH } from '@/lib/sitePaths'

/** The public pages of the route table (public §2) that have no id. */
const SITEMAP_STATIC_PATHS = [
  '/',
  '/departements',
  '/equipements',
  SERVICES_PATH,
  CATALOGUE_PATH,
  '/actualites',
  PROJECTS_PATH,
  ...LEGAL_PAGES.map(({ path }) => path),
]

/**
 * Absolute URLs of the static pages (the legal pages included), the six department links, the
 * published news, the active machines' pages, the published pages built from blocks and the
 * published projects.
 */
export function sitemapEntries(
  baseUrl: string,
  news: NewsStamp[],
  equipment: EquipmentStamp[] = [],
  pages: PageStamp[] = [],
  projects: Pick<SiteProject, 'path' | 'updatedAt'>[] = [],
): MetadataRoute.Sitemap {
  const url = (path: string) => `${baseUrl}${path}`
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...Object.keys(DEPARTMENT_ID_TO_SLUG).map((id) => ({ url: url(`/departement/${id}`) })),
    ...news.map((item) => ({
      url: url(`/actualites/${item.id}`),
      lastModified: new Date(item.updatedAt),
    })),
    ...equipment.map((item) => ({
      url: url(equipmentPath(item.slug)),
      lastModified: new Date(item.updatedAt),
    })),
    ...pages.map((item) => ({
      url: url(pagePath(item.slug)),
      lastModified: new Date(item.updatedAt),
    })),
    ...projects.map((item) => ({ url: url(item.path), lastModified: new Date(item.updatedAt) })),
  ]
}
