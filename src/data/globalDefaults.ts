import { contactDefaults } from '@globals/Contact/defaults'
import { departmentsSectionDefaults } from '@globals/DepartmentsSection/defaults'
import { equipmentSectionDefaults } from '@globals/EquipmentSection/defaults'
import { footerDefaults } from '@globals/Footer/defaults'
import { heroDefaults } from '@globals/Hero/defaults'
import { maintenanceDefaults } from '@globals/Maintenance/defaults'
import { newsletterDefaults } from '@globals/Newsletter/defaults'
import { newsSectionDefaults } from '@globals/NewsSection/defaults'
import { partnersDefaults } from '@globals/Partners/defaults'
import { quoteCalculatorDefaults } from '@globals/QuoteCalculator/defaults'
import { siteSettingsDefaults } from '@globals/SiteSettings/defaults'
import { topBarDefaults } from '@globals/TopBar/defaults'
import { valuesDefaults } from '@globals/Values/defaults'

import { mergeDefaults } from '@/lib/mergeDefaults'
import type { Config } from '@/payload-types'

/** Built-in defaults of every global, by slug: what the readers fall back to. */
export const globalDefaults = {
  'section-hero': heroDefaults,
  'section-departments': departmentsSectionDefaults,
  'section-values': valuesDefaults,
  'section-equipment': equipmentSectionDefaults,
  'section-quote-calculator': quoteCalculatorDefaults,
  'section-news': newsSectionDefaults,
  'section-newsletter': newsletterDefaults,
  'section-partners': partnersDefaults,
  'section-contact': contactDefaults,
  'section-footer': footerDefaults,
  'site-settings': siteSettingsDefaults,
  'top-bar': topBarDefaults,
  maintenance: maintenanceDefaults,
} as const

type Globals = Config['globals']
/** The site's own globals (Payload adds its jobs' statistics, which has no defaults). */
export type SiteGlobalSlug = keyof typeof globalDefaults

/** A stored global over its built-in defaults (stored null or undefined → the default). */
export function withGlobalDefaults<S extends SiteGlobalSlug>(slug: S, stored: unknown): Globals[S] {
  return mergeDefaults(stored, globalDefaults[slug] as unknown as Globals[S])
}
