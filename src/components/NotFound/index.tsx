import { fr } from '@/i18n/fr'

export function NotFoundContent() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold text-blue-700">404</p>
      <h1 className="text-2xl font-bold">{fr.site.notFoundTitle}</h1>
      <a href="/" className="rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white">
        {fr.site.backHome}
      </a>
    </main>
  )
}
