import { Contact } from './Contact'
import { DepartmentsSection } from './DepartmentsSection'
import { EquipmentSection } from './EquipmentSection'
import { Footer } from './Footer'
import { Hero } from './Hero'
import { Maintenance } from './Maintenance'
import { Newsletter } from './Newsletter'
import { NewsSection } from './NewsSection'
import { Partners } from './Partners'
import { QuoteCalculator } from './QuoteCalculator'
import { SiteSettings } from './SiteSettings'
import { TopBar } from './TopBar'
import { Values } from './Values'

/** Homepage sections in page order, then the site-wide settings. */
export const globals = [
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
  SiteSettings,
  TopBar,
  Maintenance,
]
