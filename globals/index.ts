import { Contact } from '@/sections/Contact/config'
import { DepartmentsSection } from '@/sections/Departments/config'
import { EquipmentSection } from '@/sections/Equipment/config'
import { Footer } from '@/sections/Footer/config'
import { Hero } from '@/sections/Hero/config'
import { LegalPages } from './LegalPages'
import { Maintenance } from './Maintenance'
import { Newsletter } from '@/sections/Newsletter/config'
import { NewsSection } from '@/sections/News/config'
import { Partners } from '@/sections/Partners/config'
import { QuoteCalculator } from '@/sections/QuoteCalculator/config'
import { SiteSettings } from './SiteSettings'
import { TopBar } from './TopBar'
import { Values } from '@/sections/Values/config'

/**
 * The homepage sections in page order: each one's folder in src/sections and this line are all
 * it takes (src/sections/catalog.ts reads their ids, anchors and titles from here).
 */
export const SECTION_GLOBALS = [
  Hero,
  DepartmentsSection,
  Values,
  EquipmentSection,
  QuoteCalculator,
  NewsSection,
  Newsletter,
  Partners,
  Contact,
  Footer,
] as const

/** The homepage sections, then the site-wide settings. */
export const globals = [...SECTION_GLOBALS, SiteSettings, TopBar, Maintenance, LegalPages]
