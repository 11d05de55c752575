import type React from 'react'

import { Footer } from './Footer'
import { Header } from './Header'
import { readGlobal } from '@/platform/data/globals'
import { withMenuInLanguage } from './menu'
import { companyContact } from '@/lib/company'

import { LiveRefresh } from './LiveRefresh.client'

/** Header (top bar, branding, navigation) and footer around every public page but maintenance. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const [topBar, footer, general] = await Promise.all([
    readGlobal('top-bar'),
    readGlobal('section-footer'),
    readGlobal('site-settings'),
  ])
  const company = companyContact(general)
  return (
    <>
      <Header topBar={await withMenuInLanguage(topBar)} company={company} />
      <main id="contenu">{children}</main>
      <LiveRefresh />
      {footer.isActive && (
        <Footer footer={footer} branding={topBar.branding ?? {}} company={company} />
      )}
    </>
  )
}

/**
 * A feature's page that does not wear the frame itself, framed: its route's one line. The page
 * runs first, so its notFound() comes before the frame renders and a missing page stays a 404.
 */
export function inSiteShell<Props>(page: (props: Props) => Promise<React.ReactNode>) {
  return async function FramedPage(props: Props) {
    return <SiteShell>{await page(props)}</SiteShell>
  }
}
