import type { Payload } from 'payload'
import { z } from 'zod'

import { companyContact, withOverrides } from '@/lib/company'
import type { SiteLocale } from '@/lib/locales'
import { globalContentSchema } from '@/platform/api/contentSchema'
import { apiContent, type ApiItem } from '@/platform/api/content'
import { readGlobalForApi } from '@/platform/data/globals'

/** Array items with `_id` in place of `id`, as the legacy top bar has them. */
const withItemIds = (items: unknown): ApiItem[] =>
  Array.isArray(items) ? items.map(({ id, ...rest }: ApiItem) => ({ _id: id, ...rest })) : []

export const apiTopBarSchema = globalContentSchema('top-bar', {
  apiIds: ['socialMedia', 'navigation.items'],
})

export async function apiTopBar(payload: Payload, locale?: SiteLocale) {
  const topBar = apiContent(await readGlobalForApi(payload, 'top-bar', locale)) as ApiItem
  const navigation = (topBar.navigation ?? {}) as ApiItem
  return {
    ...topBar,
    socialMedia: withItemIds(topBar.socialMedia),
    navigation: { ...navigation, items: withItemIds(navigation.items) },
  }
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

export async function apiCompanyInfo(payload: Payload): Promise<z.infer<typeof companyInfoSchema>> {
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
