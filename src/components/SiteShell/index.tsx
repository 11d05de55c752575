import type React from 'react'

import { Footer } from '@/sections/Footer/Footer'
import { Header } from '@/components/Header'
import { readGlobal } from '@/data/globals'

import { LiveRefresh } from './LiveRefresh.client'

/** Header (top bar, branding, navigation) and footer around every public page but maintenance. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const [topBar, footer] = await Promise.all([readGlobal('top-bar'), readGlobal('section-footer')])
  return (
    <>
      <Header topBar={topBar} />
      <main id="contenu">{children}</main>
      <LiveRefresh />
      {footer.isActive && <Footer footer={footer} branding={topBar.branding ?? {}} />}
    </>
  )
}
