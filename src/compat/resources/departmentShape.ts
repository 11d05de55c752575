import { DEFAULT_DEPARTMENT_COLOR } from '@/lib/constants'
import type { Department } from '@/payload-types'

import { mediaUrl } from '@/lib/media'

export function toLegacyDepartment(doc: Department) {
  const settings = doc.homepageSettings ?? {}
  return {
    _id: String(doc.id),
    name: doc.name,
    slug: doc.slug ?? '',
    description: doc.description ?? '',
    icon: doc.icon ?? null,
    color: doc.color ?? DEFAULT_DEPARTMENT_COLOR,
    features: doc.features ?? [],
    images: {
      main: mediaUrl(doc.images?.main),
      banner: mediaUrl(doc.images?.banner),
      thumbnail: mediaUrl(doc.images?.thumbnail),
    },
    isActive: doc.isActive ?? true,
    homepageSettings: {
      showOnHomepage: settings.showOnHomepage ?? null,
      homepageOrder: settings.homepageOrder ?? null,
      homepageTitle: settings.homepageTitle ?? null,
      homepageDescription: settings.homepageDescription ?? null,
      isFeatured: settings.isFeatured ?? null,
    },
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

export type LegacyDepartment = ReturnType<typeof toLegacyDepartment>

/**
 * Homepage settings with the spec's defaults where missing (back office §3): visible if
 * active, order = position + 1, title = name, description = description, featured = active.
 */
export function withHomepageDefaults(department: LegacyDepartment, position: number): LegacyDepartment {
  const settings = department.homepageSettings
  return {
    ...department,
    homepageSettings: {
      showOnHomepage: settings.showOnHomepage ?? department.isActive,
      homepageOrder: settings.homepageOrder ?? position + 1,
      homepageTitle: settings.homepageTitle || department.name,
      homepageDescription: settings.homepageDescription || department.description,
      isFeatured: settings.isFeatured ?? department.isActive,
    },
  }
}
