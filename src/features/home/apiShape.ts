import type { Payload } from 'payload'
import { z } from 'zod'

import type { SiteLocale } from '@/lib/locales'
import { sectionGlobalSlug } from '@/lib/sections'
import { globalContentSchema } from '@/platform/api/contentSchema'
import { apiContent, type ApiItem } from '@/platform/api/content'
import { readGlobalForApi } from '@/platform/data/globals'

import { SECTION_IDS, SECTIONS, type SectionId } from './catalog'

const sectionSchema = <T extends SectionId>(id: T) =>
  z.object({
    id: z.literal(id),
    title: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    content: globalContentSchema(sectionGlobalSlug(id), { without: ['isActive'] }),
  })
/** A home section as /api answers it: its content described from its global's fields. */
export const apiSectionSchema = z.discriminatedUnion(
  'id',
  SECTION_IDS.map(sectionSchema) as unknown as [
    ReturnType<typeof sectionSchema>,
    ...ReturnType<typeof sectionSchema>[],
  ],
)
export const homepageSettingsSchema = z.object({
  sections: z.array(apiSectionSchema),
  general: globalContentSchema('site-settings'),
})
/** The fields each section's legacy content describes: a relationship (#41's picked machines) is not one. */
const LEGACY_SECTION_FIELDS = Object.fromEntries(
  SECTION_IDS.map((id) => [id, new Set(Object.keys(sectionSchema(id).shape.content.shape))]),
) as Record<SectionId, Set<string>>

export async function apiSection(payload: Payload, id: SectionId, locale?: SiteLocale) {
  const { isActive, ...stored } = (await readGlobalForApi(
    payload,
    sectionGlobalSlug(id),
    locale,
  )) as unknown as ApiItem
  const content = Object.fromEntries(
    Object.entries(stored).filter(([key]) => LEGACY_SECTION_FIELDS[id].has(key)),
  )
  const { title, description } = SECTIONS[id]
  // the described fields only, in list rows too (a price grid's row names its machine, #59)
  const described = sectionSchema(id).shape.content.safeParse(apiContent(content))
  return {
    id,
    title,
    description,
    isActive: Boolean(isActive),
    content: described.success ? described.data : apiContent(content),
  }
}

export async function apiHomepageSettings(payload: Payload, locale?: SiteLocale) {
  const [sections, general] = await Promise.all([
    Promise.all(SECTION_IDS.map((id) => apiSection(payload, id, locale))),
    readGlobalForApi(payload, 'site-settings', locale),
  ])
  return { sections, general: apiContent(general) }
}
