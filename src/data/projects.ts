import 'server-only'

import { tags } from '@/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import { departmentsSlug, mediaSlug, projectsSlug } from '@/lib/slugs'

import { cachedInLocale } from './cachedInLocale'
import { payloadClient } from './payload'
import { type SiteProject, toSiteProject } from './projectShape'

/**
 * Every published project, latest finished first (a visitor's read: published, out of the trash),
 * kept until a project, a department or a picture changes.
 */
export const listPublishedProjects = cachedInLocale(
  async (locale): Promise<SiteProject[]> => {
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
  ['projects', 'published', 'v2'],
  [tags.collection(projectsSlug), tags.collection(departmentsSlug), tags.collection(mediaSlug)],
)

/** The latest draft of the project at `slug`, for the editor's preview only: never cached. */
export async function findDraftProject(slug: string): Promise<SiteProject | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: projectsSlug,
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    draft: true,
    overrideAccess: true,
    locale: requestLocale(),
  })
  return docs[0] ? toSiteProject(docs[0]) : null
}
