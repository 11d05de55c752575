import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { PageViewBeacon } from '@/components/Analytics/PageViewBeacon.client'
import { LivePreviewRefresh } from '@/components/LivePreview/LivePreviewRefresh.client'
import { StatusWatcher } from '@/components/Maintenance/StatusWatcher.client'
import { OfflineSupport } from '@/components/Offline/OfflineSupport.client'
import { SiteTextProvider } from '@/components/SiteText/SiteText.client'
import { CompanyWhatsAppProvider } from '@/components/ui/CompanyWhatsApp.client'
import { ImageFallbacks } from '@/components/ui/ImageFallbacks.client'
import { readGlobal } from '@/data/globals'
import { DEFAULT_LOCALE, dictionaries } from '@/i18n/site'
import { companyContact } from '@/lib/company'
import { publicUrl } from '@/lib/runtime'
import { INSTALLED_SITE, siteMetadata } from '@/lib/seo'

import './globals.css'

export const viewport: Viewport = { themeColor: INSTALLED_SITE.themeColor }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await readGlobal('site-settings')
  return siteMetadata({
    baseUrl: publicUrl(),
    siteTitle: settings.siteTitle ?? '',
    siteDescription: settings.siteDescription ?? undefined,
  })
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const settings = await readGlobal('site-settings')
  const { meta, client } = dictionaries[DEFAULT_LOCALE]
  return (
    <html lang={meta.htmlLang}>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <SiteTextProvider text={client} intl={meta.intl} locale={DEFAULT_LOCALE}>
          <CompanyWhatsAppProvider number={companyContact(settings).whatsapp}>
            {children}
          </CompanyWhatsAppProvider>
          <StatusWatcher />
          <PageViewBeacon />
          <LivePreviewRefresh />
          <ImageFallbacks />
          <OfflineSupport />
        </SiteTextProvider>
      </body>
    </html>
  )
}
