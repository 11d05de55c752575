'use client'

import { useEffect, useState } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import type { ClientText } from '@/i18n/site/fr'
import { frenchPathOf, localeOfPath } from '@/lib/localePaths'
import { isOfflinePage, isPagesCache } from './rules'

type KeptPage = { path: string; title: string }

const CATALOGUE_PDF = '/catalogue.pdf'

/** A kept page's title, from its HTML (the site's name after « | » left out). */
async function titleOf(
  path: string,
  frenchPath: string,
  response: Response,
  words: ClientText['offline'],
): Promise<string> {
  if (frenchPath === CATALOGUE_PDF) return words.cataloguePdf
  if (frenchPath === '/') return words.home
  const html = await response.text()
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? path
  const text = new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent ?? raw
  return text.split(' | ')[0]!.trim() || path
}

/**
 * The pages of the page's language this phone keeps (the service worker's caches), as links
 * that open offline.
 */
export function KeptPages() {
  const {
    text: { offline: words },
    locale,
    addresses,
  } = useSiteText()
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
          if (!response || localeOfPath(url.pathname) !== locale) continue
          if (isOfflinePage(url.pathname, addresses)) continue
          const french = frenchPathOf(url.pathname, addresses).path
          found.push({ path, title: await titleOf(url.pathname, french, response, words) })
        }
      }
      setPages(found.reverse())
    })().catch(() => setPages([]))
  }, [words, locale, addresses])

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
