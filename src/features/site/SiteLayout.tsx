import type { Metadata } from 'next'
import type React from 'react'

import { PageViewBeacon } from '@/features/analytics/PageViewBeacon.client'
import { LivePreviewRefresh } from './LivePreviewRefresh.client'
import { StatusWatcher } from './StatusWatcher.client'
import { OfflineSupport } from '@/features/offline/OfflineSupport.client'
import { SiteTextProvider } from '@/ui/SiteText.client'
import { CompanyWhatsAppProvider } from '@/ui/CompanyWhatsApp.client'
import { ImageFallbacks } from '@/ui/ImageFallbacks.client'
import { readGlobal } from '@/platform/data/globals'
import { requestLocale, siteText } from '@/i18n/site'
import { ADDRESS_WORDS } from '@/i18n/site/dictionaries'
import { companyContact } from '@/lib/company'
import { publicUrl } from '@/platform/runtime/environment'
import { siteMetadata } from '@/lib/seo'

/** The public site's defaults for every page's head (title template, Open Graph, icons). */
export async function siteLayoutMetadata(): Promise<Metadata> {
  const settings = await readGlobal('site-settings')
  return siteMetadata({
    baseUrl: publicUrl(),
    siteTitle: settings.siteTitle ?? '',
    siteDescription: settings.siteDescription ?? undefined,
    ogLocale: siteText().meta.intl.replace('-', '_'),
  })
}

/**
 * The public site's document, in the language of the page (French, or its twin's under
 * /<locale>): `<html lang>`, the browser's words, and what runs on every page.
 */
export async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await readGlobal('site-settings')
  const { meta, client } = siteText()
  return (
    <html lang={meta.htmlLang}>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <SiteTextProvider
          text={client}
          intl={meta.intl}
          locale={requestLocale()}
          addresses={ADDRESS_WORDS}
        >
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
