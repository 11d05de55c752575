// features: platform
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { listenOnLoopback } from '../helpers/rawHttp'

import { microCache } from '@/platform/frontServer/microCache'
import { emitContentChanged } from '@/platform/runtime/contentSignal'

/** The edge's micro-cache on a real HTTP server, in front of a stand-in for Next that counts renders. */
let server: Server
let base: string
let renders = 0
let version = 'v1'
let hold: Promise<void> | null = null

const page = (res: ServerResponse, headers: Record<string, string>, body: string | Buffer) => {
  res.writeHead(200, headers)
  res.write(typeof body === 'string' ? body.slice(0, 5) : body)
  res.end(typeof body === 'string' ? body.slice(5) : undefined)
}

beforeAll(async () => {
  const cache = microCache({ ttlMs: 60_000, maxEntries: 3 })
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    cache.handle(req, res, path, () => void render(req, res, path))
  })
  const render = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    renders += 1
    if (hold) await hold
    const html = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      etag: `"${version}"`,
    }
    if (path === '/dynamique')
      return page(
        res,
        { ...html, 'cache-control': 'private, no-cache, no-store' },
        `<p>${version}</p>`,
      )
    if (path === '/cookie') return page(res, { ...html, 'set-cookie': 'a=b' }, `<p>${version}</p>`)
    if (path === '/absent') {
      res.writeHead(404, html)
      return res.end('<p>introuvable</p>')
    }
    if (path === '/api/public')
      return page(
        res,
        {
          'content-type': 'application/json',
          'cache-control': 'public, max-age=0, must-revalidate',
        },
        `{"v":"${version}"}`,
      )
    if (path === '/api/prive')
      return page(
        res,
        { 'content-type': 'application/json', 'cache-control': 'no-store' },
        `{"v":"${version}"}`,
      )
    if (path === '/gzip')
      return page(res, { ...html, 'content-encoding': 'gzip' }, gzipSync(`<p>${version}</p>`))
    return page(res, html, `<p>${version} ${req.url}</p>`)
  }
  base = await listenOnLoopback(server)
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  emitContentChanged('test')
  renders = 0
  version = 'v1'
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })

describe('edge micro-cache', () => {
  it('answers the second anonymous read of a page from memory, whole and with its headers', async () => {
    const first = await get('/')
    expect(first.headers.get('x-edge-cache')).toBeNull()
    expect(await first.text()).toBe('<p>v1 /</p>')
    version = 'v2'
    const second = await get('/')
    expect(second.headers.get('x-edge-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe('"v1"')
    expect(await second.text()).toBe('<p>v1 /</p>')
    expect(renders).toBe(1)
    const notModified = await get('/', { 'if-none-match': '"v1"' })
    expect(notModified.status).toBe(304)
  })

  it('is emptied at once by the content-changed signal', async () => {
    await get('/')
    version = 'v2'
    emitContentChanged('global:hero')
    expect(await (await get('/')).text()).toBe('<p>v2 /</p>')
  })

  it('does not store a render that a change overtook', async () => {
    let release = () => undefined as void
    hold = new Promise<void>((resolve) => (release = resolve))
    const slow = get('/course')
    await new Promise((resolve) => setTimeout(resolve, 50))
    version = 'v2'
    emitContentChanged('news')
    hold = null
    release()
    expect(await (await slow).text()).toBe('<p>v2 /course</p>')
    await get('/course')
    expect(renders).toBe(2)
  })

  it('renders an address once for the requests that arrive while it renders', async () => {
    let release = () => undefined as void
    hold = new Promise<void>((resolve) => (release = resolve))
    const first = get('/foule')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const crowd = Array.from({ length: 10 }, () => get('/foule'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    hold = null
    release()
    const bodies = await Promise.all(
      [first, ...crowd].map(async (response) => (await response).text()),
    )
    expect(new Set(bodies)).toEqual(new Set(['<p>v1 /foule</p>']))
    expect(renders).toBe(1)
  })

  it('keys on the address and the accepted encodings', async () => {
    await get('/?a=1')
    expect(await (await get('/?a=2')).text()).toBe('<p>v1 /?a=2</p>')
    const gzip = await get('/gzip', { 'accept-encoding': 'gzip' })
    expect(await gzip.text()).toBe('<p>v1</p>')
    const again = await get('/gzip', { 'accept-encoding': 'gzip' })
    expect(again.headers.get('x-edge-cache')).toBe('HIT')
    expect(await again.text()).toBe('<p>v1</p>')
    await get('/gzip', { 'accept-encoding': 'identity' })
    expect(renders).toBe(4)
  })

  it('never answers a request with a session, an RSC request or a write from memory', async () => {
    await get('/')
    const sessions: Record<string, string>[] = [
      { cookie: 'payload-token=x' },
      { authorization: 'Bearer x' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of sessions) {
      expect(
        (await get('/', headers)).headers.get('x-edge-cache'),
        JSON.stringify(headers),
      ).toBeNull()
    }
    expect((await get('/?_rsc=abc')).headers.get('x-edge-cache')).toBeNull()
    expect((await fetch(`${base}/`, { method: 'POST' })).headers.get('x-edge-cache')).toBeNull()
  })

  it('stores neither no-store, Set-Cookie, errors nor private API answers, and never the admin', async () => {
    for (const path of [
      '/dynamique',
      '/cookie',
      '/absent',
      '/api/prive',
      '/admin',
      '/api/cms/users',
      '/_next/static/x.js',
    ]) {
      await get(path)
      expect((await get(path)).headers.get('x-edge-cache'), path).toBeNull()
    }
  })

  it('stores the API reads marked public', async () => {
    await get('/api/public')
    version = 'v2'
    const hit = await get('/api/public')
    expect(hit.headers.get('x-edge-cache')).toBe('HIT')
    expect(await hit.json()).toEqual({ v: 'v1' })
  })

  it('keeps a bounded number of entries, dropping the least recently used', async () => {
    for (const path of ['/1', '/2', '/3']) await get(path)
    await get('/1')
    await get('/4')
    expect((await get('/1')).headers.get('x-edge-cache')).toBe('HIT')
    expect((await get('/2')).headers.get('x-edge-cache')).toBeNull()
  })
})
