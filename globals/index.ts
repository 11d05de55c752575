import { SECTION_GLOBALS } from '@/features/home/sections'

import { LegalPages } from './LegalPages'
import { Maintenance } from './Maintenance'
import { SiteSettings } from './SiteSettings'
import { TopBar } from './TopBar'

/** The homepage sections, then the site-wide settings. */
export const globals = [...SECTION_GLOBALS, SiteSettings, TopBar, Maintenance, LegalPages]
