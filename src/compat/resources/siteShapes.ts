import type { Payload } from 'payload'
import { z } from 'zod'

import { companyContact, withOverrides } from '@/lib/company'
import type { SiteLocale } from '@/lib/locales'
import { sectionGlobalSlug } from '@/lib/sections'
import { SECTION_IDS, SECTIONS, type SectionId } from '@/features/home/catalog'

import { readGlobalForApi } from '@/data/globals'
import { globalContentSchema } from '../contentSchema'
import { legacyContent } from '../legacy'

type Item = Record<string, unknown>

/** Array items with `_id` in place of `id`, as the legacy top bar has them. */
const withItemIds = (items: unknown): Item[] =>
  Array.isArray(items) ? items.map(({ id, ...rest }: Item) => ({ _id: id, ...rest })) : []

const sectionSchema = <T extends SectionId>(id: T) =>
  z.object({
    id: z.literal(id),
    title: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    content: globalContentSchema(sectionGlobalSlug(id), { without: ['isActive'] }),
  })
/** A home section as /api answers it: its content described from its global's fields. */
export const legacySectionSchema = z.discriminatedUnion(
  'id',
  SECTION_IDS.map(sectionSchema) as unknown as [
    ReturnType<typeof sectionSchema>,
    ...ReturnType<typeof sectionSchema>[],
  ],
)
export const homepageSettingsSchema = z.object({
  sections: z.array(legacySectionSchema),
  general: globalContentSchema('site-settings'),
})
export const legacyTopBarSchema = globalContentSchema('top-bar', {
  legacyIds: ['socialMedia', 'navigation.items'],
})
export const legacyMaintenanceSchema = globalContentSchema('maintenance')

/** The fields each section's legacy content describes: a relationship (#41's picked machines) is not one. */
const LEGACY_SECTION_FIELDS = Object.fromEntries(
  SECTION_IDS.map((id) => [id, new Set(Object.keys(sectionSchema(id).shape.content.shape))]),
) as Record<SectionId, Set<string>>

export async function legacySection(payload: Payload, id: SectionId, locale?: SiteLocale) {
  const { isActive, ...stored } = (await readGlobalForApi(
    payload,
    sectionGlobalSlug(id),
    locale,
  )) as unknown as Item
  const content = Object.fromEntries(
    Object.entries(stored).filter(([key]) => LEGACY_SECTION_FIELDS[id].has(key)),
  )
  const { title, description } = SECTIONS[id]
  // the described fields only, in list rows too (a price grid's row names its machine, #59)
  const described = sectionSchema(id).shape.content.safeParse(legacyContent(content))
  return {
    id,
    title,
    description,
    isActive: Boolean(isActive),
    content: described.success ? described.data : legacyContent(content),
  }
}

export async function legacyHomepageSettings(payload: Payload, locale?: SiteLocale) {
  const [sections, general] = await Promise.all([
    Promise.all(SECTION_IDS.map((id) => legacySection(payload, id, locale))),
    readGlobalForApi(payload, 'site-settings', locale),
  ])
  return { sections, general: legacyContent(general) }
}

export async function legacyTopBar(payload: Payload, locale?: SiteLocale) {
  const topBar = legacyContent(await readGlobalForApi(payload, 'top-bar', locale)) as Item
  const navigation = (topBar.navigation ?? {}) as Item
  return {
    ...topBar,
    socialMedia: withItemIds(topBar.socialMedia),
    navigation: { ...navigation, items: withItemIds(navigation.items) },
  }
}

export async function legacyMaintenance(payload: Payload) {
  return legacyContent(await readGlobalForApi(payload, 'maintenance')) as Item
}

export const companyInfoSchema = z.object({
  name: z.string(),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.object({ location: z.string() }),
  }),
  /** The active networks' addresses, by platform. */
  social: z.record(z.string(), z.string()),
})

export async function legacyCompanyInfo(
  payload: Payload,
): Promise<z.infer<typeof companyInfoSchema>> {
  const [topBar, general] = await Promise.all([
    readGlobalForApi(payload, 'top-bar'),
    readGlobalForApi(payload, 'site-settings'),
  ])
  const contact = withOverrides(companyContact(general), topBar.contact)
  const social = Object.fromEntries(
    (topBar.socialMedia ?? []).flatMap((s) => (s.isActive && s.url ? [[s.platform, s.url]] : [])),
  )
  return {
    name: topBar.branding?.companyName ?? '',
    contact: {
      phone: contact.phone,
      email: contact.email,
      address: { location: contact.address },
    },
    social,
  }
}
