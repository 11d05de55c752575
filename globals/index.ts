import { Contact } from '@/sections/Contact/config'
import { DepartmentsSection } from '@/sections/Departments/config'
import { EquipmentSection } from '@/sections/Equipment/config'
import { Footer } from '@/sections/Footer/config'
import { Hero } from '@/sections/Hero/config'
import { Maintenance } from './Maintenance'
import { Newsletter } from '@/sections/Newsletter/config'
import { NewsSection } from '@/sections/News/config'
import { Partners } from '@/sections/Partners/config'
import { QuoteCalculator } from '@/sections/QuoteCalculator/config'
import { SiteSettings } from './SiteSettings'
import { TopBar } from './TopBar'
import { Values } from '@/sections/Values/config'

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
