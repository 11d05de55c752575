import 'server-only'

import type { MetadataRoute } from 'next'

import type { PageStamp } from '@/features/pages/readers'
import type { SiteProject } from '@/features/projects/shape'
import type { EquipmentStamp, NewsStamp } from '@/platform/data/sitemap'

import { equipmentPath } from '@/lib/equipmentPath'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { LEGAL_PAGES } from '@/lib/legalPages'
import { localizedPath } from '@/i18n/site/addresses'
import { languageAlternates } from '@/i18n/site/pageMetadata'
import { SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { pagePath } from '@/lib/pagePaths'
import { addressesIn } from '@/lib/seo'
import { PROJECTS_PATH, projectPath } from '@/lib/projectPaths'
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

/** A stamp whose addresses per language may be missing (the slug then serves in each). */
type Addressed<S extends { slugs: unknown }> = Omit<S, 'slugs'> & Partial<Pick<S, 'slugs'>>

/** What an item's entry is made of besides its path. */
type Stamp = { updatedAt: string; image?: string | null; slugs?: Record<SiteLocale, string> }

type Entry = {
  path: string
  pathIn?: Partial<Record<SiteLocale, string>>
  lastModified?: Date
  images?: string[]
}

/**
 * Absolute URLs of the static pages (the legal pages included), the six department links, the
 * published news, the active machines' pages, the published pages built from blocks and the
 * published projects; each item with its share image (its « SEO » image, else its picture).
 * Every page is listed in each language, with its twins as hreflang alternates (#45).
 */
export function sitemapEntries(
  baseUrl: string,
  news: NewsStamp[],
  equipment: Addressed<EquipmentStamp>[] = [],
  pages: Addressed<PageStamp>[] = [],
  projects: (Pick<SiteProject, 'path' | 'updatedAt'> & {
    slugs?: Record<SiteLocale, string>
    image?: string | null
  })[] = [],
): MetadataRoute.Sitemap {
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`)
  /** An item's entry: its French path, and each language's where its slug differs (`pathOf`). */
  const item = (path: string, stamp: Stamp, pathOf?: (slug: string) => string): Entry => ({
    path,
    pathIn: stamp.slugs && pathOf && addressesIn(stamp.slugs, pathOf),
    lastModified: new Date(stamp.updatedAt),
    // Next writes these into the XML as they are: a query's `&` must come escaped
    ...(stamp.image ? { images: [url(stamp.image).replaceAll('&', '&amp;')] } : {}),
  })
  const entries: Entry[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...Object.keys(DEPARTMENT_ID_TO_SLUG).map((id) => ({ path: `/departement/${id}` })),
    ...news.map((entry) => item(`/actualites/${entry.id}`, entry)),
    ...equipment.map((entry) => item(equipmentPath(entry.slug), entry, equipmentPath)),
    ...pages.map((entry) => item(pagePath(entry.slug), entry, pagePath)),
    ...projects.map((entry) => item(entry.path, entry, projectPath)),
  ]
  return SITE_LOCALES.flatMap((locale) =>
    entries.map(({ path, pathIn, ...entry }) => ({
      url: url(localizedPath(pathIn?.[locale] ?? path, locale)),
      ...entry,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(path, pathIn)).map(([language, twin]) => [
            language,
            url(twin),
          ]),
        ),
      },
    })),
  )
}
