import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/NotFound'
import { fr } from '@/i18n/fr'

import './(frontend)/globals.css'

export const metadata: Metadata = { title: `404 — ${fr.site.notFoundTitle}` }

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
