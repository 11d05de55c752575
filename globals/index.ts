import { Contact } from './sections/Contact'
import { DepartmentsSection } from './sections/Departments'
import { EquipmentSection } from './sections/Equipment'
import { Footer } from './sections/Footer'
import { Hero } from './sections/Hero'
import { LegalPages } from './LegalPages'
import { Maintenance } from './Maintenance'
import { Newsletter } from './sections/Newsletter'
import { NewsSection } from './sections/News'
import { Partners } from './sections/Partners'
import { QuoteCalculator } from './sections/QuoteCalculator'
import { SiteSettings } from './SiteSettings'
import { TopBar } from './TopBar'
import { Values } from './sections/Values'

/**
 * The homepage sections in page order: each one's global in globals/sections, its component in
 * src/sections and this line are all it takes (globals/sections/catalog.ts reads their ids,
 * anchors and titles from here).
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
