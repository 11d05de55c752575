import { z } from 'zod'

import { homepageDisplay } from './shape'
import { DEPARTMENT_ICONS } from '@/lib/labels'
import { DEFAULT_DEPARTMENT_COLOR } from '@/lib/constants'
import type { Department } from '@/generated/payload-types'

import { storedMediaUrl } from '@/lib/media'

const url = z.string().nullable()
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable()

/** A department as /api answers it; the OpenAPI document describes it from this schema. */
export const apiDepartmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.enum(DEPARTMENT_ICONS).nullable(),
  color: z.string(),
  features: z.array(z.string()),
  images: z.object({ main: url, banner: url, thumbnail: url }),
  isActive: z.boolean(),
  homepageSettings: z.object({
    showOnHomepage: orNull(z.boolean()),
    homepageOrder: orNull(z.number()),
    homepageTitle: orNull(z.string()),
    homepageDescription: orNull(z.string()),
    isFeatured: orNull(z.boolean()),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ApiDepartment = z.infer<typeof apiDepartmentSchema>

export function toApiDepartment(doc: Department): ApiDepartment {
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
      main: storedMediaUrl(doc.images?.main),
      banner: storedMediaUrl(doc.images?.banner),
      thumbnail: storedMediaUrl(doc.images?.thumbnail),
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

/** Homepage settings with the back office's defaults where missing (src/platform/data's homepageDisplay). */
export function withHomepageDefaults(department: ApiDepartment, position: number): ApiDepartment {
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
