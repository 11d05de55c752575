import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { YardOutbox } from '@/features/yard/admin/YardOutbox.client'

import './yard.css'

export const metadata: Metadata = {
  title: 'Parc',
  robots: { index: false, follow: false },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1e40af' }

/**
 * The yard's phone screens (#62): their own light document (no site header, no site scripts),
 * for the team signed in; what waits on the phone is shown on each.
 */
export default function YardLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="yard">
        <main>
          {children}
          <YardOutbox />
        </main>
      </body>
    </html>
  )
}
