import type { Viewport } from 'next'

import { SiteLayout, siteLayoutMetadata } from '@/components/SiteLayout/SiteLayout'
import { inLocale } from '@/i18n/site/inLocale'
import { INSTALLED_SITE } from '@/lib/seo'

import '../../(frontend)/globals.css'

export const viewport: Viewport = { themeColor: INSTALLED_SITE.themeColor }

export const generateMetadata = inLocale('en', siteLayoutMetadata)

/** The English site's document, under /en (its French twin: src/app/(frontend)/layout.tsx). */
export default inLocale('en', SiteLayout)
