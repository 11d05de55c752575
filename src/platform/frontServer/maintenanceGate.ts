import type { ServerResponse } from 'node:http'

import { tags } from '@/platform/cache/tags'
import { chosenLanguage } from '@/lib/languageChoice'
import { frenchPathOf, localizedPath } from '@/i18n/site/addresses'
import { homePath, localeOfPath } from '@/lib/localePaths'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'
import { FORM_SENT_PATH, YARD_PATH } from '@/lib/sitePaths'
import { onContentChanged } from '@/platform/runtime/contentSignal'

import { forceStatus } from './forceStatus'

const MAINTENANCE_PATH = '/maintenance'
/** The maintenance page in each language: /maintenance, /en/maintenance. */
const maintenancePathIn = (locale: SiteLocale) => localizedPath(MAINTENANCE_PATH, locale)
const STATUS_TTL_MS = 2_000
const RETRY_AFTER_SECONDS = '3600'

/** Paths never gated: the admin, every API, Next's assets and any file with an extension. */
export function isGated(path: string): boolean {
  return !(
    path === '/admin' ||
    path.startsWith('/admin/') ||
    path.startsWith('/api/') ||
    path === '/api' ||
    path.startsWith('/_next/') ||
    /\.[a-z0-9]{2,5}$/i.test(path)
  )
}

/**
 * The yard's phone screens (#62): pages for the team, like the admin's, so open during a
 * maintenance and answering their own 404; their styles are inlined as the site's are.
 */
export const isYardScreen = (path: string) => path === YARD_PATH || path.startsWith(`${YARD_PATH}/`)

/**
 * The receipt of a form posted before its page's script ran (#63), in any language: the
 * maintenance page's newsletter box leads there, so it stays open during a maintenance.
 */
const isFormReceipt = (path: string) => frenchPathOf(path).path === FORM_SENT_PATH

export type GateDecision = { redirect: string } | { unavailable: true } | null

/**
 * What the gate does with a page request while maintenance is (or is not) active. A visitor is
 * sent to the maintenance page in the language of the address, or of their choice on the
 * switcher (the `cookie` header's) for a French one; when it ends, the maintenance page sends
 * back to its language's home.
 */
export function decide(
  method: string | undefined,
  path: string,
  active: boolean,
  cookie?: string,
): GateDecision {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!isGated(path) || isYardScreen(path) || isFormReceipt(path)) return null
  const addressLanguage = localeOfPath(path)
  if (path === maintenancePathIn(addressLanguage))
    return active ? { unavailable: true } : { redirect: homePath(addressLanguage) }
  const language =
    addressLanguage === DEFAULT_SITE_LOCALE
      ? (chosenLanguage(cookie) ?? addressLanguage)
      : addressLanguage
  return active ? { redirect: maintenancePathIn(language) } : null
}

/** What the status route said: on or off, or nothing usable (unreachable, 5xx, another body). */
async function readStatus(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/maintenance/status`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { data?: { isActive?: unknown } }
  if (typeof body.data?.isActive !== 'boolean') throw new Error('réponse sans isActive')
  return body.data.isActive
}

/**
 * The maintenance state as the edge knows it: read from the app's own status route over
 * loopback, kept 2 s, refreshed at once when this process saves the maintenance global. The
 * check never waits: the last answer serves while the refresh runs. A failed read means "not in
 * maintenance" (public spec §4, §8), logged once per incident; the next good read decides again.
 */
export function maintenanceState(port: number, log: (message: string) => void = console.warn) {
  let active = false
  let fetchedAt = 0
  let failing = false
  let pending: Promise<void> | null = null

  const refresh = () => {
    pending ??= readStatus(port)
      .then((isActive) => {
        active = isActive
        if (failing) log('Statut de maintenance de nouveau lisible.')
        failing = false
      })
      .catch((error: unknown) => {
        active = false
        if (!failing) {
          log(
            `Statut de maintenance illisible (${error instanceof Error ? error.message : String(error)}) : le site reste ouvert.`,
          )
        }
        failing = true
      })
      .finally(() => {
        fetchedAt = Date.now()
        pending = null
      })
    return pending
  }

  // a read under way may have been answered before the save: one more read follows it
  onContentChanged((tag) => {
    if (tag === tags.global('maintenance')) void (pending ?? Promise.resolve()).then(refresh)
  })

  return {
    refresh,
    isActive(): boolean {
      if (Date.now() - fetchedAt > STATUS_TTL_MS) void refresh()
      return active
    },
  }
}

/** 302 to the gate's target, never cached. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' })
  res.end()
}

/** Lets Next render the page, but answers 503 with Retry-After whatever status Next sets. */
export function markUnavailable(res: ServerResponse): void {
  res.setHeader('retry-after', RETRY_AFTER_SECONDS)
  forceStatus(res, 503)
}
