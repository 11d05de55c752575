import type { Viewport } from 'next'

import { SiteLayout, siteLayoutMetadata } from '@/features/site/SiteLayout'
import { INSTALLED_SITE } from '@/lib/seo'

import './globals.css'

export const viewport: Viewport = { themeColor: INSTALLED_SITE.themeColor }

export const generateMetadata = siteLayoutMetadata

/**
 * The French site's document; the other languages' and the pages built from blocks':
 * src/app/(languages)/[first]/layout.tsx.
 */
export default SiteLayout
