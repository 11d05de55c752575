import 'server-only'

import { mediaUrl } from '@/lib/media'
import { COMPANY_NAME, isProfileUrl, PLACEHOLDER_PHONE } from '@/lib/company'
import { DEFAULT_LOGO } from '@/lib/seo'
import type { SiteSettings, TopBar } from '@/payload-types'

export type OrganizationSource = { topBar: TopBar; siteSettings: SiteSettings; baseUrl: string }

/** "Quartier Plateau, Niamey, Niger" → street "Quartier Plateau", locality "Niamey", country NE. */
function postalAddress(address: string | null | undefined) {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (/^niger$/i.test(parts.at(-1) ?? '')) parts.pop()
  const locality = parts.pop()
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.length ? parts.join(', ') : undefined,
    addressLocality: locality,
    addressCountry: 'NE',
  }
}

/** schema.org Organization of the company from the top bar and the site settings. */
export function organizationJsonLd({ topBar, siteSettings, baseUrl }: OrganizationSource) {
  const absolute = (path: string) => new URL(path, `${baseUrl}/`).toString()
  const logoImage =
    topBar.branding?.logoType === 'image' ? mediaUrl(topBar.branding.logoImage) : null
  const telephone = [topBar.contact?.phone, siteSettings.contactPhone].find(
    (phone) => phone && phone !== PLACEHOLDER_PHONE,
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: topBar.branding?.companyName || COMPANY_NAME,
    url: absolute('/'),
    logo: absolute(logoImage ?? DEFAULT_LOGO),
    description: siteSettings.siteDescription || undefined,
    telephone: telephone || undefined,
    email: topBar.contact?.email || siteSettings.contactEmail || undefined,
    address: postalAddress(topBar.contact?.address || siteSettings.contactAddress),
    sameAs: (topBar.socialMedia ?? [])
      .filter((item) => item.isActive !== false)
      .map((item) => item.url)
      .filter(isProfileUrl),
  }
}

/**
 * JSON for an inline `<script>`: `<`, `>` and `&` escaped so that no admin-entered text can
 * close the script element or open a comment in it; JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
