import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'
import { departmentsSlug, mediaSlug, projectsSlug } from '@/lib/slugs'

import { payloadClient } from './payload'
import { type SiteProject, toSiteProject } from './projectShape'

/**
 * Every published project, latest finished first (a visitor's read: published, out of the trash),
 * kept until a project, a department or a picture changes.
 */
const cachedPublishedProjects = unstable_cache(
  async (locale: SiteLocale): Promise<SiteProject[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: projectsSlug,
      overrideAccess: false,
      depth: 1,
      sort: '-endDate',
      pagination: false,
      locale,
    })
    return docs.map(toSiteProject)
  },
  ['projects', 'published', 'v1'],
  {
    tags: [
      tags.collection(projectsSlug),
      tags.collection(departmentsSlug),
      tags.collection(mediaSlug),
    ],
  },
)

/** The page's language unless told; each language is cached apart. */
export const listPublishedProjects = (locale = requestLocale()) => cachedPublishedProjects(locale)

/** The latest draft of the project at `slug`, for the editor's preview only: never cached. */
export async function findDraftProject(
  slug: string,
  locale = requestLocale(),
): Promise<SiteProject | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: projectsSlug,
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    draft: true,
    overrideAccess: true,
    locale,
  })
  return docs[0] ? toSiteProject(docs[0]) : null
}
