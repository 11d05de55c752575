'use client'

import { useEffect, useState } from 'react'

import { useSiteText } from '@/components/SiteText/SiteText.client'
import type { ClientText } from '@/i18n/site/fr'
import { isPagesCache, OFFLINE_PATH } from '@/offline/rules'

type KeptPage = { path: string; title: string }

const CATALOGUE_PDF = '/catalogue.pdf'

/** A kept page's title, from its HTML (the site's name after « | » left out). */
async function titleOf(
  path: string,
  response: Response,
  words: ClientText['offline'],
): Promise<string> {
  if (path === CATALOGUE_PDF) return words.cataloguePdf
  if (path === '/') return words.home
  const html = await response.text()
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? path
  const text = new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent ?? raw
  return text.split(' | ')[0]!.trim() || path
}

/** The pages this phone keeps (the service worker's caches), as links that open offline. */
export function KeptPages() {
  const words = useSiteText().text.offline
  const [pages, setPages] = useState<KeptPage[] | null>(null)
  useEffect(() => {
    void (async () => {
      const found: KeptPage[] = []
      const names = 'caches' in window ? await caches.keys() : []
      for (const name of names.filter(isPagesCache)) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const url = new URL(request.url)
          const path = `${url.pathname}${url.search}`
          const response = await cache.match(request)
          if (path === OFFLINE_PATH || !response) continue
          found.push({ path, title: await titleOf(url.pathname, response, words) })
        }
      }
      setPages(found.reverse())
    })().catch(() => setPages([]))
  }, [words])

  if (pages === null) return null
  if (pages.length === 0) return <p className="text-slate-700">{words.nothingKept}</p>
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path}>
          <a
            href={page.path}
            className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-800 hover:bg-blue-50"
          >
            {page.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
