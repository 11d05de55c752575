import 'server-only'

import type { Payload } from 'payload'

import { companyContact, COMPANY_NAME } from '@/lib/company'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { publicUrl } from '@/platform/runtime/environment'
import { siteSettingsSlug, topBarSlug } from '@/lib/slugs'

import type { MailBrand } from './templates'

/**
 * The general settings in a language (French unless a customer's is asked: a quote's terms), or
 * null when they cannot be read (the mails then use the defaults).
 */
export const readSiteSettings = (payload: Payload, locale: SiteLocale = DEFAULT_SITE_LOCALE) =>
  payload
    .findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true, locale })
    .catch(() => null)

type SiteSettings = Awaited<ReturnType<typeof readSiteSettings>>

/**
 * The company's name and colours from the top bar's branding, its contact details; `settings`
 * when the caller has read them already.
 */
export async function mailBrand(payload: Payload, settings?: SiteSettings): Promise<MailBrand> {
  const [topBar, general] = await Promise.all([
    payload.findGlobal({ slug: topBarSlug, depth: 0, overrideAccess: true }).catch(() => null),
    settings === undefined ? readSiteSettings(payload) : settings,
  ])
  const branding = topBar?.branding
  const contact = companyContact(general ?? {})
  return {
    name: branding?.companyName || COMPANY_NAME,
    primary: branding?.logoColors?.primary || '#2563eb',
    secondary: branding?.logoColors?.secondary || '#1d4ed8',
    phone: contact.phone,
    email: contact.email,
    siteUrl: publicUrl(),
    whatsapp: contact.whatsapp,
  }
}
