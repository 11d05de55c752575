import type { Metadata } from 'next'

import { NotFoundContent } from '@/features/site/NotFound'
import { siteText } from '@/i18n/site'

import './(frontend)/globals.css'

export const metadata: Metadata = { title: `404 — ${siteText().site.notFoundTitle}` }

/** Unmatched URLs (the app has several root layouts, so this page brings its own). */
export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body className="bg-white font-sans text-slate-900 antialiased">
        <NotFoundContent />
      </body>
    </html>
  )
}
