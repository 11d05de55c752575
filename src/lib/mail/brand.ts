import type { Payload } from 'payload'

import { companyContact, COMPANY_NAME } from '@/lib/company'
import { publicUrl } from '@/lib/runtime'
import { siteSettingsSlug, topBarSlug } from '@/lib/slugs'

import type { MailBrand } from './templates'

/** The company's name and colours from the top bar's branding, its contact details. */
export async function mailBrand(payload: Payload): Promise<MailBrand> {
  const [topBar, settings] = await Promise.all([
    payload.findGlobal({ slug: topBarSlug, depth: 0, overrideAccess: true }).catch(() => null),
    payload
      .findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true })
      .catch(() => null),
  ])
  const branding = topBar?.branding
  const contact = companyContact(settings ?? {})
  return {
    name: branding?.companyName || COMPANY_NAME,
    primary: branding?.logoColors?.primary || '#2563eb',
    secondary: branding?.logoColors?.secondary || '#1d4ed8',
    phone: contact.phone,
    email: contact.email,
    siteUrl: publicUrl(),
  }
}
