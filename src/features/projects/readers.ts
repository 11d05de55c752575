import 'server-only'

import { tags } from '@/platform/cache/tags'
import { requestLocale } from '@/i18n/site/requestLocale'
import { departmentsSlug, mediaSlug, projectsSlug } from '@/lib/slugs'

import { cachedInLocale } from '@/platform/data/cachedInLocale'
import { atSlugInAnyLanguage, type ItemSlugs, withSlugs } from '@/platform/data/itemSlugs'
import { payloadClient } from '@/platform/data/payload'
import { type SiteProject, toSiteProject } from './shape'

/** A project with its address in each language (#45). */
export type AddressedProject = SiteProject & { slugs: ItemSlugs }

/**
 * Every published project, latest finished first (a visitor's read: published, out of the trash),
 * kept until a project, a department or a picture changes.
 */
export const listPublishedProjects = cachedInLocale(
  async (locale): Promise<AddressedProject[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: projectsSlug,
      overrideAccess: false,
      depth: 1,
      sort: '-endDate',
      pagination: false,
      locale,
    })
    return withSlugs(payload, projectsSlug, docs, toSiteProject)
  },
  ['projects', 'published'],
  [tags.collection(projectsSlug), tags.collection(departmentsSlug), tags.collection(mediaSlug)],
)

/** The latest draft of the project at `slug`, for the editor's preview only: never cached. */
export async function findDraftProject(slug: string): Promise<AddressedProject | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: projectsSlug,
    where: atSlugInAnyLanguage(slug),
    depth: 1,
    limit: 1,
    draft: true,
    overrideAccess: true,
    locale: requestLocale(),
  })
  const [project] = await withSlugs(payload, projectsSlug, docs, toSiteProject, true)
  return project ?? null
}
