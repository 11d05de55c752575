import 'server-only'

import { unstable_cache } from 'next/cache'

import { tags } from '@/cache/tags'
import { departmentsSlug, mediaSlug, projectsSlug } from '@/lib/slugs'

import { payloadClient } from './payload'
import { type SiteProject, toSiteProject } from './projectShape'

/**
 * Every published project, latest finished first (a visitor's read: published, out of the trash),
 * kept until a project, a department or a picture changes.
 */
export const listPublishedProjects = unstable_cache(
  async (): Promise<SiteProject[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: projectsSlug,
      overrideAccess: false,
      depth: 1,
      sort: '-endDate',
      pagination: false,
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
  })
  return docs[0] ? toSiteProject(docs[0]) : null
}
