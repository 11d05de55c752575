import 'server-only'

import type { SiteDepartment } from '@/features/departments/shape'
import { mediaUrl } from '@/lib/media'
import { COMPANY_GEO, COMPANY_NAME, isProfileUrl, PLACEHOLDER_PHONE } from '@/lib/company'
import { departmentPath } from '@/lib/departmentPath'
import { openingHoursSpecification } from './openingHours'
import { DEFAULT_LOGO } from '@/lib/seo'
import type { SiteSettings, TopBar } from '@/generated/payload-types'

export type OrganizationSource = {
  topBar: TopBar
  siteSettings: SiteSettings
  baseUrl: string
  /** The active departments, each a `department` of the business. */
  departments?: Pick<SiteDepartment, 'name' | 'slug' | 'description'>[]
}

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

/**
 * The company as a schema.org LocalBusiness (Google's local business rich result) from the top
 * bar and the site settings: address, position, opening hours read from the settings' text,
 * phone, and its departments, each a LocalBusiness at the same address.
 */
export function localBusinessJsonLd({
  topBar,
  siteSettings,
  baseUrl,
  departments = [],
}: OrganizationSource) {
  const absolute = (path: string) => new URL(path, `${baseUrl}/`).toString()
  const logoImage =
    topBar.branding?.logoType === 'image' ? mediaUrl(topBar.branding.logoImage) : null
  const telephone = [topBar.contact?.phone, siteSettings.contactPhone].find(
    (phone) => phone && phone !== PLACEHOLDER_PHONE,
  )
  const address = postalAddress(topBar.contact?.address || siteSettings.contactAddress)
  const logo = absolute(logoImage ?? DEFAULT_LOGO)
  const latitude = siteSettings.latitude ?? COMPANY_GEO.latitude
  const longitude = siteSettings.longitude ?? COMPANY_GEO.longitude
  const hours = openingHoursSpecification(siteSettings.openingHours)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: topBar.branding?.companyName || COMPANY_NAME,
    url: absolute('/'),
    logo,
    image: logo,
    description: siteSettings.siteDescription || undefined,
    telephone: telephone || undefined,
    email: topBar.contact?.email || siteSettings.contactEmail || undefined,
    address,
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    openingHoursSpecification: hours.length ? hours : undefined,
    department: departments.length
      ? departments.map((department) => ({
          '@type': 'LocalBusiness',
          name: department.name,
          description: department.description || undefined,
          url: absolute(departmentPath(department.slug)),
          image: logo,
          telephone: telephone || undefined,
          address,
        }))
      : undefined,
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
