import { contactGlobal } from './Contact/config'
import { departmentsGlobal } from './Departments/config'
import { equipmentGlobal } from './Equipment/config'
import { footerGlobal } from './Footer/config'
import { heroGlobal } from './Hero/config'
import { newsletterGlobal } from './Newsletter/config'
import { newsGlobal } from './News/config'
import { partnersGlobal } from './Partners/config'
import { quoteCalculatorGlobal } from './QuoteCalculator/config'
import { valuesGlobal } from './Values/config'

/**
 * The home page's sections in page order, as Payload's globals (payload.config.ts registers them):
 * a section is its folder here (config, defaults in each language, component), its line in this
 * list and in registry.tsx (catalog.ts reads their ids, anchors and titles from here).
 */
export const SECTION_GLOBALS = [
  heroGlobal,
  departmentsGlobal,
  valuesGlobal,
  equipmentGlobal,
  quoteCalculatorGlobal,
  newsGlobal,
  newsletterGlobal,
  partnersGlobal,
  contactGlobal,
  footerGlobal,
] as const
