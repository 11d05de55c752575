/**
 * The company's built-in identity. Its contact details are entered once, in the general settings
 * (seeded with these); the top bar, the contact section and the footer show them unless one of
 * them overrides a field (left empty by default).
 */
export const COMPANY_NAME = 'BK Multiservices'
export const COMPANY_SLOGAN = 'Habituez-vous à payer moins cher'
export const COMPANY_TEAM = `Équipe ${COMPANY_NAME}`
export const COMPANY_PHONE = '+227 20 72 35 00'
export const COMPANY_EMAIL = 'contact@bk-multiservices.ne'
export const COMPANY_ADDRESS = 'Quartier Plateau, Niamey, Niger'
export const COMPANY_HOURS = 'Lun-Ven: 8h-18h, Sam: 8h-13h'
/** Where the agency stands (Quartier Plateau, Niamey), for maps and search engines. */
export const COMPANY_GEO = { latitude: 13.51366, longitude: 2.10981 } as const
/** The footer's placeholder phone: while it is shown, no WhatsApp button (public §5). */
export const PLACEHOLDER_PHONE = '+227 XX XX XX XX'
export const COMPANY_DESCRIPTION =
  "Entreprise multisectorielle nigérienne : BTP et travaux publics, hydraulique, location et vente d'engins, automobile, électronique et commerce général."

export const SOCIAL_URLS = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  twitter: 'https://twitter.com/',
  linkedin: 'https://www.linkedin.com/',
  youtube: 'https://www.youtube.com/',
} as const

/**
 * An address of the company's own page on a network: the built-in defaults are the networks'
 * home pages (https://www.facebook.com/), which show no icon (a visitor would land on Facebook).
 */
export function isProfileUrl(url: string | null | undefined): url is string {
  try {
    return Boolean(url) && new URL(url ?? '').pathname.replace(/\/+$/, '') !== ''
  } catch {
    return false
  }
}

export type CompanyContact = {
  phone: string
  email: string
  address: string
  hours: string
  /** The number WhatsApp links open: the settings' own, else the phone */
  whatsapp: string
}

/** The general settings' contact details, the built-in ones where a field is empty. */
export function companyContact(general: {
  contactPhone?: string | null
  contactEmail?: string | null
  contactAddress?: string | null
  openingHours?: string | null
  whatsappNumber?: string | null
}): CompanyContact {
  const phone = general.contactPhone || COMPANY_PHONE
  return {
    phone,
    whatsapp: general.whatsappNumber || phone,
    email: general.contactEmail || COMPANY_EMAIL,
    address: general.contactAddress || COMPANY_ADDRESS,
    hours: general.openingHours || COMPANY_HOURS,
  }
}

type ContactOverrides = { [K in Exclude<keyof CompanyContact, 'whatsapp'>]?: string | null }

/** A section's contact details: what it overrides, the general settings' for the rest. */
export const withOverrides = (
  company: CompanyContact,
  overrides: ContactOverrides | null | undefined,
): CompanyContact => ({
  phone: overrides?.phone || company.phone,
  email: overrides?.email || company.email,
  address: overrides?.address || company.address,
  hours: overrides?.hours || company.hours,
  // a section that shows its own phone opens WhatsApp on it
  whatsapp: overrides?.phone || company.whatsapp,
})

/** Who in the company hears of requests and answers: « Adresses de réception », else the contact. */
export function teamAddresses(
  general: Parameters<typeof companyContact>[0] & { quoteRecipients?: string[] | null },
): string[] {
  const chosen = (general.quoteRecipients ?? []).filter(Boolean)
  return chosen.length ? chosen : [companyContact(general).email]
}
