import type { IncomingMessage, ServerResponse } from 'node:http'

import { tags } from '@/platform/cache/tags'
import { onContentChanged } from '@/platform/runtime/contentSignal'
import { frenchPathOf, localizedPath } from '@/i18n/site/addresses'
import { redirectKey, type SiteRedirect } from '@/lib/redirectPaths'
import { departmentsSlug, equipmentSlug, pagesSlug, projectsSlug, redirectsSlug } from '@/lib/slugs'

import { callInternal } from './internalCall'

/** What the table is made of: the redirects, and the addresses of machines, departments, pages and projects. */
const REDIRECT_TAGS = [redirectsSlug, equipmentSlug, departmentsSlug, pagesSlug, projectsSlug].map(
  tags.collection,
)

/**
 * The site's redirects (the admin's « Redirections », and every address a renamed machine,
 * department or page had), and their twins in the site's other languages (/en/equipment/<former
 * slug>), answered by the edge from memory: no database read per request. The
 * table is read from the app over loopback at start, then again whenever a redirect, a machine, a
 * department or a page changes here or on another instance (the content signal); while a read is under
 * way or has failed, the last table answers.
 */
export function siteRedirects(port: number, log: (message: string) => void = console.warn) {
  let table = new Map<string, SiteRedirect>()
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null

  const read = () =>
    callInternal(port, 'redirects')
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { data } = (await response.json()) as { data: SiteRedirect[] }
        table = new Map(data.map((redirect) => [redirect.from, redirect]))
      })
      .catch((error: unknown) =>
        log(
          `Redirections illisibles (${error instanceof Error ? error.message : String(error)}) : les précédentes restent.`,
        ),
      )

  const start = () => {
    running = read().finally(() => {
      running = null
    })
    return running
  }

  /** Reads the table; asked during a read, reads once more after it (a change it may have missed). */
  const refresh = (): Promise<void> => {
    if (queued) return queued
    if (!running) return start()
    queued = running.then(() => {
      queued = null
      return start()
    })
    return queued
  }

  onContentChanged((tag) => {
    if (REDIRECT_TAGS.includes(tag)) void refresh()
  })

  return {
    refresh,
    /** Answers a GET or HEAD of a redirected address (its query kept); false otherwise. */
    answer(req: IncomingMessage, res: ServerResponse, path: string): boolean {
      if (table.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      // a French address's twin in another language goes to the twin of its target (#45)
      const { locale, path: frenchPath } = frenchPathOf(path)
      const key = redirectKey(frenchPath)
      const redirect = key === null ? undefined : table.get(key)
      if (!redirect) return false
      const to = localizedPath(redirect.to, locale)
      const query = (req.url ?? '').split('?')[1]
      const location = query && !to.includes('?') ? `${to}?${query}` : to
      res.writeHead(redirect.status, {
        Location: location,
        'Cache-Control': redirect.status === 301 ? 'public, max-age=3600' : 'no-cache',
      })
      res.end()
      return true
    },
  }
}
