import { homepageDisplay } from '@/data/departmentShape'
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

/** Homepage settings with the back office's defaults where missing (src/data's homepageDisplay). */
export function withHomepageDefaults(
  department: LegacyDepartment,
  position: number,
): LegacyDepartment {
  const shown = homepageDisplay(department, position)
  return {
    ...department,
    homepageSettings: {
      showOnHomepage: shown.show,
      homepageOrder: shown.order,
      homepageTitle: shown.title,
      homepageDescription: shown.description,
      isFeatured: shown.featured,
    },
  }
}
