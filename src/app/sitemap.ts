import type { MetadataRoute } from 'next'

import { listPageStamps } from '@/features/pages/readers'
import { logReadFailure } from '@/platform/data/payload'
import { listPublishedProjects } from '@/features/projects/readers'
import { listEquipmentStamps, listNewsStamps } from '@/platform/data/sitemap'
import { publicUrl } from '@/platform/runtime/environment'
import { sitemapEntries } from '@/features/site/sitemap'

// read per request: PUBLIC_URL and the news are those of the running app, not of the build
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(
    publicUrl(),
    await listNewsStamps().catch(without('actualités')),
    await listEquipmentStamps().catch(without('équipements')),
    await listPageStamps().catch(without('pages')),
    (await listPublishedProjects().catch(without('réalisations'))).map((project) => ({
      ...project,
      image: project.seo.image ?? project.photos[0]?.src ?? null,
    })),
  )
}

/** The database cannot be read: the site's fixed pages are still worth listing, as the pages do with defaults. */
const without =
  (what: string) =>
  (error: unknown): [] => {
    logReadFailure(`Lecture des ${what} du plan du site impossible, plan sans ${what}`, error)
    return []
  }
