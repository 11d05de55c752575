import type { Metadata } from 'next'
import type React from 'react'

import { StatusWatcher } from '@/components/Maintenance/StatusWatcher.client'
import { readGlobal } from '@/data/globals'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await readGlobal('site-settings')
  return {
    title: { default: settings.siteTitle ?? '', template: `%s | ${settings.siteTitle ?? ''}` },
    description: settings.siteDescription ?? undefined,
  }
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <StatusWatcher />
      </body>
    </html>
  )
}
