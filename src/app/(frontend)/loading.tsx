import { fr } from '@/i18n/fr'

/** Shown while a page's data loads during client navigation (public §2). */
export default function Loading() {
  return (
    <p className="flex min-h-[50vh] items-center justify-center text-lg text-slate-600">
      {fr.site.loadingPage}
    </p>
  )
}
