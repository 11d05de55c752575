import 'server-only'

import { departmentPathId } from '@/lib/departmentPath'
import { departmentFallbackImage } from '@/lib/fallbackImages'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { mediaSizeUrl } from '@/lib/media'
import { itemSeo, type ItemSeo } from '@/lib/seo'
import type { Department } from '@/generated/payload-types'

type HomepageFacts = Pick<Department, 'name' | 'description' | 'isActive' | 'homepageSettings'>

/**
 * How a department shows on the home page, the back office's defaults filling what is not set
 * (back office §3): shown and featured if active, order = position + 1, its own name and text.
 */
export function homepageDisplay(department: HomepageFacts, position: number) {
  const settings = department.homepageSettings ?? {}
  const active = department.isActive ?? true
  return {
    show: settings.showOnHomepage ?? active,
    order: settings.homepageOrder ?? position + 1,
    title: settings.homepageTitle || department.name,
    description: settings.homepageDescription || department.description || '',
    featured: settings.isFeatured ?? active,
  }
}

type HomepageDisplay = ReturnType<typeof homepageDisplay>

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
  homepage: HomepageDisplay
  /** Its « SEO » fields, for its page's head. */
  seo: ItemSeo
}

/** The department slug a /departement/{id} address names (short id or the slug itself). */
export function departmentSlugFromPathId(id: string): string {
  return (DEPARTMENT_ID_TO_SLUG as Record<string, string>)[id] ?? id
}

export function toSiteDepartment(doc: Department, position = 0): SiteDepartment {
  const slug = doc.slug ?? String(doc.id)
  return {
    id: doc.id,
    slug,
    pathId: departmentPathId(slug),
    name: doc.name,
    description: doc.description ?? '',
    features: doc.features ?? [],
    color: doc.color ?? null,
    icon: doc.icon ?? null,
    image: mediaSizeUrl(doc.images?.main, 'card'),
    banner: mediaSizeUrl(doc.images?.banner ?? doc.images?.main, 'hero'),
    fallbackImage: departmentFallbackImage(slug),
    homepage: homepageDisplay(doc, position),
    seo: itemSeo(doc.meta),
  }
}
