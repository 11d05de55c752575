// features: platform
import { createServer, type Server, type ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

import { compressed } from '@/platform/frontServer/compression'
import { microCache } from '@/platform/frontServer/microCache'
import { emitContentChanged } from '@/platform/runtime/contentSignal'

/**
 * The edge's compression as server.ts arranges it (the micro-cache records, then compression
 * wraps what the stand-in for Next writes), on a real HTTP server.
 */
let server: Server
let base: string
let renders = 0
/** Set by a test to hold the streamed page's second half until the client saw the first. */
let secondHalf: Promise<void> | null = null

// a page as long as the site's (an answer that says it is under 1 KB is left alone)
const PAGE = `<!DOCTYPE html><html lang="fr"><body>${Array.from(
  { length: 400 },
  (_, i) => `<p class="mt-4 text-slate-600">Paragraphe ${i} : location d’engins au Niger.</p>`,
).join('')}</body></html>`

const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' }

async function render(res: ServerResponse & { flush?: () => void }, path: string) {
  renders += 1
  if (path === '/petit')
    return res.writeHead(200, { ...html, 'content-length': '12' }).end('<p>court</p>')
  if (path === '/image')
    return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096, 7))
  if (path === '/deja-gzip')
    return res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(PAGE))
  if (path === '/flux') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(PAGE.slice(0, 5000))
    res.flush?.() // what Next does after each chunk of a streamed render
    await secondHalf
    return res.end(PAGE.slice(5000))
  }
  res.writeHead(200, html)
  res.write(PAGE.slice(0, 2000))
  res.end(PAGE.slice(2000))
}

beforeAll(async () => {
  const cache = microCache({ ttlMs: 60_000, maxEntries: 10 })
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    cache.handle(req, res, path, () => compressed(req, res, () => void render(res, path)))
  })
  base = await listenOnLoopback(server)
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  emitContentChanged('test')
  renders = 0
})

/** The answer's headers and bytes as sent, not decoded. */
const raw = (path: string, acceptEncoding?: string) =>
  rawRequest(base, 'GET', path, '', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})

const CHROME = 'gzip, deflate, br, zstd'

describe('edge compression', () => {
  it('sends brotli to a browser that accepts it, smaller than gzip, and gzip to the others', async () => {
    const br = await raw('/', CHROME)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)

    const gzip = await raw('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(br.body.length).toBeLessThan(gzip.body.length)

    const plain = await raw('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('keeps the compressed bytes in the micro-cache, one entry per accepted encoding', async () => {
    const first = await raw('/', CHROME)
    const second = await raw('/', CHROME)
    expect(second.headers['x-edge-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.body.equals(first.body)).toBe(true)
    const gzip = await raw('/', 'gzip')
    expect(gzip.headers['x-edge-cache']).toBeUndefined()
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(renders).toBe(2)
  })

  it('leaves short answers of known length, pictures and what the app already encoded as they are', async () => {
    const short = await raw('/petit', CHROME)
    expect(short.headers['content-encoding']).toBeUndefined()
    expect(short.body.toString()).toBe('<p>court</p>')
    const image = await raw('/image', CHROME)
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.length).toBe(4096)
    const encoded = await raw('/deja-gzip', CHROME)
    expect(encoded.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(encoded.body).toString()).toBe(PAGE)
  })

  it('still streams: the first part of a page reaches the browser before the render ends', async () => {
    let release = () => undefined as void
    secondHalf = new Promise<void>((resolve) => (release = resolve))
    const response = await fetch(`${base}/flux`, { headers: { 'accept-encoding': CHROME } })
    expect(response.headers.get('content-encoding')).toBe('br')
    const reader = response.body!.getReader()
    let seen = ''
    while (seen.length < 5000) {
      const { value, done } = await reader.read()
      if (done) break
      seen += new TextDecoder().decode(value)
    }
    expect(seen).toBe(PAGE.slice(0, 5000))
    release()
    secondHalf = null
    let rest = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      rest += new TextDecoder().decode(value, { stream: true })
    }
    expect(seen + rest).toBe(PAGE)
  })
})
