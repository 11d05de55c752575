/// <reference lib="webworker" />
/**
 * The public site's service worker, bundled by the build into `.next/sw.js` and served at
 * /sw.js by the edge. Pages a visitor opened and their pictures answer at once from the phone,
 * then are refreshed from the network (stale-while-revalidate); Next's hashed files are kept for
 * good; an address never opened answers the offline page while the network is away; the forms
 * kept offline are sent when it returns (Background Sync). Only what src/offline/rules.ts lists
 * is ever kept; everything else (the admin, the API, private answers) goes to the network
 * untouched.
 */
import { sendKept } from './outbox'
import {
  cacheNames,
  keepable,
  keptAs,
  KEPT_PAGES_MAX,
  KEPT_PICTURES_MAX_BYTES,
  OFFLINE_PATH,
} from './rules'
import { PAGE_UPDATED, SEND_KEPT_TAG } from './signals'

declare const self: ServiceWorkerGlobalScope
/** The build's id, written in by the build (scripts/lib/build.ts). */
declare const BUILD_VERSION: string

const caches_ = cacheNames(BUILD_VERSION)
const BUILD_FILE = /\/_next\/static\/[^"'\s)\\]+/g

/** The offline page and the build files it needs, kept when the worker is installed. */
async function keepOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { cache: 'no-store' })
  if (!keepable(response)) throw new Error(`${OFFLINE_PATH} : ${response.status}`)
  const html = await response.clone().text()
  await (await caches.open(caches_.pages)).put(OFFLINE_PATH, response)
  const files = [...new Set(html.match(BUILD_FILE) ?? [])]
  await (await caches.open(caches_.build)).addAll(files)
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()))
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
  const body = await response.clone().arrayBuffer()
  const headers = new Headers(response.headers)
  headers.set('x-octets', String(body.byteLength))
  const cache = await caches.open(cacheName)
  await cache.delete(request, { ignoreVary: true })
  await cache.put(request, new Response(body, { status: 200, headers }))
}

async function fromBuild(request: Request): Promise<Response> {
  const cache = await caches.open(caches_.build)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (keepable(response)) await cache.put(request, response.clone())
  return response
}

/** Tells the tabs showing `url` that a newer copy arrived. */
async function announce(url: string) {
  for (const client of await self.clients.matchAll({ type: 'window' }))
    if (client.url === url) client.postMessage({ type: PAGE_UPDATED, url })
}

/** From the network, kept for next time; `kept` (if any) is what the visitor saw meanwhile. */
async function refresh(
  request: Request,
  cacheName: string,
  kept: Response | undefined,
): Promise<Response> {
  const response = await fetch(request)
  if (!keepable(response)) return response
  const changed =
    kept !== undefined &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    (await kept.clone().text()) !== (await response.clone().text())
  await store(cacheName, request, response)
  if (cacheName === caches_.pages) await trim(cacheName, (count) => count > KEPT_PAGES_MAX)
  else await trim(cacheName, (_, bytes) => bytes > KEPT_PICTURES_MAX_BYTES)
  if (changed) await announce(request.url)
  return response
}

async function staleWhileRevalidate(
  event: FetchEvent,
  cacheName: string,
  offline: () => Promise<Response>,
): Promise<Response> {
  const kept = await (await caches.open(cacheName)).match(event.request, { ignoreVary: true })
  const fresh = refresh(event.request, cacheName, kept)
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined))
    return kept
  }
  return fresh.catch(offline)
}

const networkError = () => Promise.resolve(Response.error())
/** The worker leaves these alone entirely, offline too. */
const ADMIN_OR_API = /^\/(admin|api)(\/|$)/

async function offlinePage(): Promise<Response> {
  const page = await (await caches.open(caches_.pages)).match(OFFLINE_PATH)
  return (
    page ?? new Response('Hors ligne', { status: 503, headers: { 'content-type': 'text/plain' } })
  )
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const kept = keptAs(url)
  if (kept === 'build') event.respondWith(fromBuild(request))
  else if (kept === 'picture')
    event.respondWith(staleWhileRevalidate(event, caches_.pictures, networkError))
  else if (kept === 'page' && !request.headers.has('range'))
    event.respondWith(
      staleWhileRevalidate(event, caches_.pages, () =>
        request.mode === 'navigate' ? offlinePage() : networkError(),
      ),
    )
  else if (request.mode === 'navigate' && !ADMIN_OR_API.test(url.pathname))
    // a public address never kept (the customer's page): the network, or the offline page
    event.respondWith(fetch(request).catch(offlinePage))
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
