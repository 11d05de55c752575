import type { MetadataRoute } from 'next'

import { readGlobal } from '@/platform/data/globals'
import { COMPANY_NAME } from '@/lib/company'
import { INSTALLED_SITE } from '@/lib/seo'

/**
 * The web app manifest: « Ajouter à l’écran d’accueil » gives the company's icon and opens the
 * site full screen: the company's name (the branding's), the general settings' description.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [settings, topBar] = await Promise.all([readGlobal('site-settings'), readGlobal('top-bar')])
  return {
    id: '/',
    name: topBar.branding?.companyName || COMPANY_NAME,
    short_name: INSTALLED_SITE.shortName,
    description: settings.siteDescription ?? undefined,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: INSTALLED_SITE.themeColor,
    background_color: INSTALLED_SITE.backgroundColor,
    categories: ['business', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}
