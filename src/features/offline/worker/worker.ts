/// <reference lib="webworker" />
/**
 * The public site's service worker, bundled by the build into `.next/sw.js` and served at
 * /sw.js by the edge. Pages a visitor opened and their pictures answer at once from the phone,
 * then are refreshed from the network (stale-while-revalidate); Next's hashed files are kept for
 * good; an address never opened answers the offline page while the network is away; the forms
 * kept offline are sent when it returns (Background Sync). Only what src/features/offline/rules.ts lists
 * is ever kept; everything else (the admin, the API, private answers) goes to the network
 * untouched.
 */
import type { SiteAddressWords } from '@/lib/localePaths'

import { sendKept } from './outbox'
import {
  cacheNames,
  endsTeamSession,
  keepable,
  keptAs,
  KEPT_PAGES_MAX,
  KEPT_PICTURES_MAX_BYTES,
  KEPT_YARD_PAGES_MAX,
  OFFLINE_PATH,
  offlinePathFor,
  offlinePaths,
  yardKeepable,
} from '../rules'
import { KEEP_LOADED, KEEP_YARD, PAGE_LISTENING, PAGE_UPDATED, SEND_KEPT_TAG } from '../signals'

declare const self: ServiceWorkerGlobalScope
/** The build's id, written in by the build (scripts/lib/build.ts). */
declare const BUILD_VERSION: string
/** The code pages load when needed that must be there offline: the outbox, the chosen machine (scripts/lib/build.ts). */
declare const OFFLINE_CHUNKS: string[]
/** Every language's words for the site's addresses (scripts/lib/build.ts): /en/… is kept too. */
declare const ADDRESS_WORDS: SiteAddressWords

const caches_ = cacheNames(BUILD_VERSION)
/** Next's files named in a page (its folders may hold parentheses: `app/(frontend)/…`). */
const BUILD_FILE = /\/_next\/static\/[^"'\s<>\\]+\.(?:js|css)/g

/**
 * The offline page of each language and the build files they need, and the code that sends a
 * form kept offline, kept when the worker is installed.
 */
async function keepOfflinePages(): Promise<void> {
  // beside the build's files, which are never trimmed: the pages kept come and go
  const build = await caches.open(caches_.build)
  const files = new Set(OFFLINE_CHUNKS)
  for (const path of offlinePaths(ADDRESS_WORDS)) {
    const response = await fetch(path, { cache: 'no-store' })
    if (!keepable(response)) throw new Error(`${path} : ${response.status}`)
    for (const file of (await response.clone().text()).match(BUILD_FILE) ?? []) files.add(file)
    await build.put(path, response)
  }
  // each on its own: a file that fails leaves the offline page unstyled, not the worker out
  await Promise.all([...files].map((file) => build.add(file).catch(() => undefined)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePages().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(caches_))
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!current.has(name)) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

/** Drops the oldest entries of `cache` while `tooMany` says so. */
async function trim(cacheName: string, tooMany: (count: number, bytes: number) => boolean) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get('x-octets') ?? 0)),
  )
  let bytes = sizes.reduce((sum, size) => sum + size, 0)
  for (let index = 0; index < keys.length && tooMany(keys.length - index, bytes); index++) {
    await cache.delete(keys[index]!)
    bytes -= sizes[index]!
  }
}

/** Stores a copy with its size (x-octets), moving the address to the newest end of the cache. */
async function store(cacheName: string, request: Request, response: Response): Promise<void> {
  const body = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  // the body is stored decoded
  headers.delete('content-encoding')
  headers.delete('content-length')
  headers.set('x-octets', String(body.byteLength))
  const cache = await caches.open(cacheName)
  await cache.delete(request, { ignoreVary: true })
  await cache.put(request, new Response(body, { status: 200, headers }))
  if (cacheName === caches_.page) await trim(cacheName, (count) => count > KEPT_PAGES_MAX)
  if (cacheName === caches_.picture)
    await trim(cacheName, (_, bytes) => bytes > KEPT_PICTURES_MAX_BYTES)
  if (cacheName === caches_.yard) await trim(cacheName, (count) => count > KEPT_YARD_PAGES_MAX)
}

/** Next's hashed files: the copy kept, or the network's answer, kept once complete. */
async function fromBuild(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(caches_.build)
  const kept = await cache.match(event.request)
  if (kept) return kept
  const response = await fetch(event.request)
  if (keepable(response))
    event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined))
  return response
}

/**
 * Addresses whose shown copy turned out stale (changed or gone), and when: a tab whose scripts
 * were not listening yet (a message then reaches nobody) asks once they are (PAGE_LISTENING).
 */
const staleShown = new Map<string, number>()
const STALE_SHOWN_MS = 60_000

/** Tells the tabs showing `url` that a newer copy arrived. */
async function announce(url: string) {
  staleShown.set(url, Date.now())
  for (const client of await self.clients.matchAll({ type: 'window' }))
    if (client.url === url) client.postMessage({ type: PAGE_UPDATED, url })
}

/** A tab now listening is told of a change to its page it may have missed, once. */
function answerListening(source: Client | MessagePort | ServiceWorker | null, url: string) {
  const at = staleShown.get(url)
  if (at === undefined) return
  staleShown.delete(url)
  if (Date.now() - at < STALE_SHOWN_MS) source?.postMessage({ type: PAGE_UPDATED, url })
}

/** Keeps a fresh answer; tells the tab when it differs from the copy `shown` meanwhile. */
async function keep(request: Request, cacheName: string, fresh: Response, shown?: Response) {
  const changed =
    shown !== undefined &&
    (fresh.headers.get('content-type') ?? '').startsWith('text/html') &&
    (await shown.text()) !== (await fresh.clone().text())
  await store(cacheName, request, fresh)
  if (changed) await announce(request.url)
}

/** What the server says of an address that no longer exists (an article unpublished, trashed). */
const GONE = new Set([404, 410])

/**
 * Drops the copy of an address the server says is gone (#58: a trashed article was shown from
 * the copy on every later visit), and tells the tab that showed it, which reads the page again.
 */
async function forget(request: Request, cacheName: string, shown: boolean) {
  await (await caches.open(cacheName)).delete(request, { ignoreVary: true })
  if (shown) await announce(request.url)
}

/**
 * The copy kept for this address at once, refreshed from the network behind it; without one, the
 * network's answer as it streams in (kept once complete), or `offline()` when there is none.
 */
async function staleWhileRevalidate(
  event: FetchEvent,
  cacheName: string,
  offline: () => Promise<Response>,
): Promise<Response> {
  const { request } = event
  const kept = await (await caches.open(cacheName)).match(request, { ignoreVary: true })
  const shown = kept?.clone()
  const fresh = fetch(request).then((response) => {
    if (keepable(response))
      event.waitUntil(keep(request, cacheName, response.clone(), shown).catch(() => undefined))
    else if (GONE.has(response.status))
      event.waitUntil(forget(request, cacheName, shown !== undefined).catch(() => undefined))
    return response
  })
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined))
    return kept
  }
  return fresh.catch(offline)
}

/** Keeps what a page loaded before the worker controlled it, from the browser's own cache. */
async function keepLoaded(urls: string[]) {
  for (const address of urls) {
    const url = new URL(address, self.location.origin)
    const kept = url.origin === self.location.origin ? keptAs(url, ADDRESS_WORDS) : null
    if (!kept) continue
    const cacheName = caches_[kept]
    if (await (await caches.open(cacheName)).match(url.href, { ignoreVary: true })) continue
    const response = await fetch(url.href, { cache: 'force-cache' }).catch(() => null)
    if (response && keepable(response)) await store(cacheName, new Request(url.href), response)
  }
}

/**
 * The home page of the visitor's language, where every « Demander un devis » leads (its quote
 * form), kept with its build files at the first visit when it was not opened: a visitor who came
 * to a machine's page from WhatsApp can still ask for its quote without a network, the request
 * then waiting in the outbox. One page more in the background, once.
 */
async function keepFormPage(address: string) {
  const url = new URL(address, self.location.origin)
  if (url.origin !== self.location.origin || keptAs(url, ADDRESS_WORDS) !== 'page') return
  if (await (await caches.open(caches_.page)).match(url.href, { ignoreVary: true })) return
  const response = await fetch(url.href).catch(() => null)
  if (!response || !keepable(response)) return
  const page = response.clone()
  await store(caches_.page, new Request(url.href), response)
  await keepFilesOf(page)
}

/** Keeps the build files a page names (its scripts and styles), each on its own. */
async function keepFilesOf(page: Response) {
  const build = await caches.open(caches_.build)
  for (const file of new Set((await page.text()).match(BUILD_FILE) ?? []))
    if (!(await build.match(file))) await build.add(file).catch(() => undefined)
}

/** The yard's screens listed on its day (#62), kept with their files for the phone offline. */
async function keepYardPages(urls: string[]) {
  for (const address of urls) {
    const url = new URL(address, self.location.origin)
    if (url.origin !== self.location.origin || keptAs(url, ADDRESS_WORDS) !== 'yard') continue
    const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null)
    if (!response || !yardKeepable(response)) continue
    await keepFilesOf(response.clone())
    await store(caches_.yard, new Request(url.href), response)
  }
}

/** A yard screen: the network's answer, kept; its last copy only while the network is away. */
async function yardPage(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event
  try {
    const response = await fetch(request)
    if (yardKeepable(response))
      event.waitUntil(store(caches_.yard, request, response.clone()).catch(() => undefined))
    // sent to sign in: the session is over, and so are the copies of the team's screens
    else if (response.redirected) event.waitUntil(caches.delete(caches_.yard).catch(() => false))
    return response
  } catch {
    const kept = await (await caches.open(caches_.yard)).match(request, { ignoreVary: true })
    return kept ?? offlinePage(url)
  }
}

const networkError = () => Promise.resolve(Response.error())
/** The worker leaves these alone entirely, offline too. */
const ADMIN_OR_API = /^\/(admin|api)(\/|$)/

/** The offline page in the language of the address asked for (French when none is kept). */
async function offlinePage(url: URL): Promise<Response> {
  const build = await caches.open(caches_.build)
  const page =
    (await build.match(offlinePathFor(url.pathname, ADDRESS_WORDS))) ??
    (await build.match(OFFLINE_PATH))
  return (
    page ?? new Response('Hors ligne', { status: 503, headers: { 'content-type': 'text/plain' } })
  )
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (endsTeamSession(request.method, url))
    event.waitUntil(caches.delete(caches_.yard).catch(() => false))
  if (request.method !== 'GET') return
  const kept = keptAs(url, ADDRESS_WORDS)
  if (kept === 'build') event.respondWith(fromBuild(event))
  else if (kept === 'picture')
    event.respondWith(staleWhileRevalidate(event, caches_.picture, networkError))
  else if (kept === 'yard') event.respondWith(yardPage(event, url))
  else if (kept === 'page' && !request.headers.has('range'))
    event.respondWith(
      staleWhileRevalidate(event, caches_.page, () =>
        request.mode === 'navigate' ? offlinePage(url) : networkError(),
      ),
    )
  else if (request.mode === 'navigate' && !ADMIN_OR_API.test(url.pathname))
    // a public address never kept (the customer's page): the network, or the offline page
    event.respondWith(fetch(request).catch(() => offlinePage(url)))
})

self.addEventListener('message', (event) => {
  const data = event.data as {
    type?: string
    urls?: unknown
    url?: unknown
    formPage?: unknown
  } | null
  if (data?.type === KEEP_LOADED && Array.isArray(data.urls)) {
    const { formPage } = data
    event.waitUntil(
      keepLoaded(data.urls.filter((url): url is string => typeof url === 'string')).then(() =>
        typeof formPage === 'string' ? keepFormPage(formPage) : undefined,
      ),
    )
  }
  if (data?.type === KEEP_YARD && Array.isArray(data.urls))
    event.waitUntil(
      keepYardPages(data.urls.filter((url): url is string => typeof url === 'string')),
    )
  if (data?.type === PAGE_LISTENING && typeof data.url === 'string')
    answerListening(event.source, data.url)
})

self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(work: Promise<unknown>): void }
  if (sync.tag === SEND_KEPT_TAG)
    sync.waitUntil(
      sendKept().then((waiting) => {
        // still offline for one of them: the browser tries the sync again later
        if (waiting > 0) throw new Error('formulaires en attente')
      }),
    )
})
