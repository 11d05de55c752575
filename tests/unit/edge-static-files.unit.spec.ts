// features: platform
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

import { precompressedStaticFiles } from '@/platform/frontServer/staticFiles'

import { EAGER_COMPILE_HINT, hintEagerCompile } from '../../scripts/lib/compileHints'
import { precompressStatic } from '../../scripts/lib/precompress'

/** A build's static directory, compressed by the build step, behind the edge's handler. */
let dir: string
let server: Server
let base: string
let nextAnswers = 0

const SCRIPT = `self.chunk=${JSON.stringify(
  Array.from({ length: 300 }, (_, i) => `module ${i}: location d’engins`),
)};`
const STYLES = `.mt-4{margin-top:1rem}`.repeat(100)

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'edge-static-'))
  mkdirSync(path.join(dir, 'chunks'))
  mkdirSync(path.join(dir, 'css'))
  writeFileSync(path.join(dir, 'chunks', 'app-1a2b.js'), SCRIPT)
  writeFileSync(path.join(dir, 'css', 'site-3c4d.css'), STYLES)
  writeFileSync(path.join(dir, 'chunks', 'tiny-5e6f.js'), 'self.x=1')
  writeFileSync(path.join(dir, 'logo-7a8b.png'), Buffer.alloc(4096, 1))
  writeFileSync(path.join(path.dirname(dir), 'secret.js'), SCRIPT)
  await precompressStatic(dir)
  const files = precompressedStaticFiles(dir)
  server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!
    if (files.answer(req, res, urlPath)) return
    nextAnswers += 1
    res.writeHead(200, { 'content-type': 'text/plain' }).end('next')
  })
  base = await listenOnLoopback(server)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
  rmSync(path.join(path.dirname(dir), 'secret.js'), { force: true })
})

const get = (urlPath: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(base, method, urlPath, '', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})

describe('precompressed static files', () => {
  it('sends the build’s brotli to a browser, immutable, and gzip to a client without brotli', async () => {
    const before = nextAnswers
    const br = await get('/_next/static/chunks/app-1a2b.js', 'gzip, deflate, br, zstd')
    expect(br.status).toBe(200)
    expect(br.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': String(br.body.length),
    })
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)

    const gz = await get('/_next/static/css/site-3c4d.css', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(gunzipSync(gz.body).toString()).toBe(STYLES)
    expect(br.body.length).toBeLessThan(SCRIPT.length / 5)
    expect(nextAnswers).toBe(before)

    const head = await get('/_next/static/chunks/app-1a2b.js', 'br', 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })

  it('honours a refused encoding (q=0)', async () => {
    const answer = await get('/_next/static/chunks/app-1a2b.js', 'br;q=0, gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
  })

  it('leaves to Next what it did not compress, what is asked without compression and any other address', async () => {
    for (const [urlPath, encoding] of [
      ['/_next/static/chunks/tiny-5e6f.js', 'br'],
      ['/_next/static/logo-7a8b.png', 'br'],
      ['/_next/static/chunks/app-1a2b.js', undefined],
      ['/_next/static/chunks/app-1a2b.js', 'identity'],
      ['/_next/static/chunks/absent.js', 'br'],
      ['/_next/static/../secret.js', 'br'],
      ['/_next/static/chunks/../../secret.js', 'br'],
      ['/chunks/app-1a2b.js', 'br'],
    ] as const) {
      const before = nextAnswers
      const answer = await get(urlPath, encoding)
      expect(answer.body.toString(), `${urlPath} ${encoding}`).toBe('next')
      expect(nextAnswers).toBe(before + 1)
    }
    expect(
      (await fetch(`${base}/_next/static/chunks/app-1a2b.js`, { method: 'POST' })).status,
    ).toBe(200)
  })
})

describe('eager compile hint', () => {
  it('marks the scripts every page boots with, once, and the precompressed copies carry it', async () => {
    const next = mkdtempSync(path.join(tmpdir(), 'next-build-'))
    try {
      mkdirSync(path.join(next, 'static', 'chunks', 'app'), { recursive: true })
      const runtime = path.join(next, 'static', 'chunks', 'framework-1a.js')
      const page = path.join(next, 'static', 'chunks', 'app', 'page-2b.js')
      writeFileSync(runtime, SCRIPT)
      writeFileSync(page, SCRIPT)
      writeFileSync(
        path.join(next, 'build-manifest.json'),
        JSON.stringify({ rootMainFiles: ['static/chunks/framework-1a.js'] }),
      )
      hintEagerCompile(next)
      hintEagerCompile(next) // a second run changes nothing
      await precompressStatic(path.join(next, 'static'))

      expect(readFileSync(runtime, 'utf8')).toBe(EAGER_COMPILE_HINT + SCRIPT)
      expect(brotliDecompressSync(readFileSync(`${runtime}.br`)).toString()).toBe(
        EAGER_COMPILE_HINT + SCRIPT,
      )
      expect(gunzipSync(readFileSync(`${runtime}.gz`)).toString()).toBe(EAGER_COMPILE_HINT + SCRIPT)
      expect(readFileSync(page, 'utf8')).toBe(SCRIPT)
    } finally {
      rmSync(next, { recursive: true, force: true })
    }
  })
})
