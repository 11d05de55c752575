import { unstable_cache } from 'next/cache'

import { departmentsSlug } from '@/lib/slugs'
import { mediaSizeUrl } from '@/lib/media'
import { departmentFallbackImage } from '@/lib/fallbackImages'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import type { Department } from '@/payload-types'

import { payloadClient } from './payload'
import { tags } from '@/cache/tags'

/** A department as the site's cards, dialogs and pages show it (plain data for client parts). */
export type SiteDepartment = {
  id: number
  slug: string
  /** Its page: /departement/{pathId} (the spec's short ids for the known slugs). */
  pathId: string
  name: string
  description: string
  features: string[]
  color: string | null
  icon: string | null
  image: string | null
  banner: string | null
  fallbackImage: string
  /** Homepage settings with the back office's defaults: shown if active, its own name and text. */
  homepage: { show: boolean; order: number; title: string; description: string }
}

const SLUG_TO_PATH_ID = new Map<string, string>(
  Object.entries(DEPARTMENT_ID_TO_SLUG).map(([id, slug]) => [slug, id]),
)

/** The department slug a /departement/{id} address names (short id or the slug itself). */
export function departmentSlugFromPathId(id: string): string {
  return (DEPARTMENT_ID_TO_SLUG as Record<string, string>)[id] ?? id
}

export function toSiteDepartment(doc: Department, position = 0): SiteDepartment {
  const slug = doc.slug ?? String(doc.id)
  const settings = doc.homepageSettings ?? {}
  return {
    id: doc.id,
    slug,
    pathId: SLUG_TO_PATH_ID.get(slug) ?? slug,
    name: doc.name,
    description: doc.description ?? '',
    features: doc.features ?? [],
    color: doc.color ?? null,
    icon: doc.icon ?? null,
    image: mediaSizeUrl(doc.images?.main, 'card'),
    banner: mediaSizeUrl(doc.images?.banner ?? doc.images?.main, 'hero'),
    fallbackImage: departmentFallbackImage(slug),
    homepage: {
      show: settings.showOnHomepage ?? doc.isActive ?? true,
      order: settings.homepageOrder ?? position + 1,
      title: settings.homepageTitle || doc.name,
      description: settings.homepageDescription || doc.description || '',
    },
  }
}

/**
 * Active departments in homepage order (anonymous access: inactive ones are never read); a
 * department without an order keeps its place in creation order.
 */
export const listActiveDepartments = unstable_cache(
  async (): Promise<SiteDepartment[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: departmentsSlug,
      depth: 1,
      limit: 100,
      sort: 'createdAt',
      overrideAccess: false,
      where: { isActive: { equals: true } },
    })
    return docs
      .map((doc, position) => toSiteDepartment(doc, position))
      .sort((a, b) => a.homepage.order - b.homepage.order)
  },
  ['departments', 'active', 'v2'],
  { tags: [tags.collection(departmentsSlug), tags.collection('media')] },
)
