import type { Metadata } from 'next'
import type React from 'react'

import { PageViewBeacon } from '@/components/Analytics/PageViewBeacon.client'
import { LivePreviewRefresh } from '@/components/LivePreview/LivePreviewRefresh.client'
import { StatusWatcher } from '@/components/Maintenance/StatusWatcher.client'
import { ImageFallbacks } from '@/components/ui/ImageFallbacks.client'
import { readGlobal } from '@/data/globals'
import { publicUrl } from '@/lib/runtime'
import { siteMetadata } from '@/lib/seo'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await readGlobal('site-settings')
  return siteMetadata({
    baseUrl: publicUrl(),
    siteTitle: settings.siteTitle ?? '',
    siteDescription: settings.siteDescription ?? undefined,
  })
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <StatusWatcher />
        <PageViewBeacon />
        <LivePreviewRefresh />
        <ImageFallbacks />
      </body>
    </html>
  )
}
