// features: platform
import { createServer, type Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenOnLoopback } from '../helpers/rawHttp'

import { canonicalPath, canonicalUrl, matchPath } from '@/platform/frontServer/canonicalPath'
import { isRateLimitedPath, rateLimitedApp } from '@/platform/frontServer/rateLimited'
import { isUploadedFile, securityHeaders } from '@/platform/frontServer/securityHeaders'

/** The edge's Express app on a real HTTP server, in front of a stand-in for Next. */
let server: Server
let base: string
const LIMIT = 3

beforeAll(async () => {
  process.env.RATE_LIMIT_AUTH_MAX = String(LIMIT)
  process.env.RATE_LIMIT_FORMS_MAX = '2'
  // the default memory store: no app behind it to ask over loopback (port 0)
  const app = rateLimitedApp((_req, res) => {
    res.statusCode = 401
    res.end('{"success":false}')
  }, 0)
  server = createServer(app)
  base = await listenOnLoopback(server)
})

afterAll(async () => {
  delete process.env.RATE_LIMIT_AUTH_MAX
  delete process.env.RATE_LIMIT_FORMS_MAX
  await new Promise((resolve) => server.close(resolve))
})

describe('edge rate limit', () => {
  it('covers the auth calls, Payload’s login and password routes, the public forms and the beacon only', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/cms/users/login',
      '/api/cms/users/forgot-password',
      '/api/quote-requests',
      '/api/newsletter/subscribe',
      '/api/analytics/beacon',
    ]) {
      expect(isRateLimitedPath(path), path).toBe(true)
    }
    for (const path of ['/', '/api/cms/departments', '/api/maintenance/status', '/admin/login']) {
      expect(isRateLimitedPath(path), path).toBe(false)
    }
  })

  it('answers 429 with a French message once an IP exceeds the limit, and never limits reads', async () => {
    const post = () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
    for (let i = 0; i < LIMIT; i++) expect((await post()).status).toBe(401)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.',
    })
    expect(refused.headers.get('x-powered-by')).toBeNull()
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401)
  })

  it('gives the public forms a budget of their own', async () => {
    const send = () =>
      fetch(`${base}/api/newsletter/subscribe`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
    // whatever is left of the auth budget, the forms count on their own
    expect((await send()).status).toBe(401)
    expect((await send()).status).toBe(401)
    expect((await send()).status).toBe(429)
  })
})

describe('edge: one spelling per address', () => {
  it('resolves dot segments, encoded letters and dots, doubled slashes and backslashes as routers do', () => {
    // prettier-ignore
    const cases = [
      ['/api/./auth/login', '/api/auth/login'],
      ['/api/%2e/auth/login', '/api/auth/login'],
      ['/api/x/../auth/login', '/api/auth/login'],
      ['/api/x/%2E%2e/auth/login', '/api/auth/login'],
      ['/api/../../../auth/login', '/auth/login'],
      ['/api/%61uth/login', '/api/auth/login'],
      ['/api/cms/%75%73ers/login', '/api/cms/users/login'],
      ['/api//auth///login', '/api/auth/login'],
      ['/api\\auth\\login', '/api/auth/login'],
      ['http://evil.example/api/auth/login', '/api/auth/login'],
      ['/equipements/pelle/.', '/equipements/pelle/'],
      ['/', '/'],
    ]
    for (const [raw, canonical] of cases) expect(canonicalPath(raw), raw).toBe(canonical)
  })

  it('keeps what changes an address’s meaning: encoded slashes, spaces, accents, case, the query', () => {
    expect(canonicalPath('/actualites/a%2Fb')).toBe('/actualites/a%2Fb')
    expect(canonicalPath('/actualites/%C3%A9t%C3%A9%20chaud')).toBe(
      '/actualites/%C3%A9t%C3%A9%20chaud',
    )
    expect(canonicalPath('/Equipements')).toBe('/Equipements')
    expect(canonicalUrl('/api/./news?q=../x&page=%32')).toBe('/api/news?q=../x&page=%32')
  })

  it('matches the limited routes in every spelling a router might serve, case and encoded slashes included', () => {
    for (const raw of [
      '/api/./auth/login',
      '/api/%2e/auth/../auth/login',
      '/api/%61uth/login',
      '/api//auth/login',
      '/api/auth%2Flogin',
      '/API/AUTH/LOGIN',
      '/api/cms/%75sers/LOGIN',
      '/api/cms/users%2fforgot-password',
      '/api/x/../quote-requests',
      '/api/newsletter/%73ubscribe',
      '/api/analytics/./beacon',
      'http://evil.example/api/analytics/beacon',
    ]) {
      expect(isRateLimitedPath(raw), raw).toBe(true)
    }
    expect(matchPath('/API/cms/Users%2Flogin?x=1')).toBe('/api/cms/users/login')
    expect(isRateLimitedPath('/api/auth/../news')).toBe(false)
  })
})

describe('edge security headers', () => {
  const asMap = (dev: boolean, https: boolean) =>
    new Map(securityHeaders({ dev, https }).map(([k, v]) => [k.toLowerCase(), v]))

  it('sets the CSP of docs/architecture.md, nosniff, frame and referrer policies', () => {
    const headers = asMap(false, false)
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self' 'unsafe-inline';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';base-uri 'self';object-src 'none';frame-ancestors 'self';form-action 'self'",
    )
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.has('strict-transport-security')).toBe(false)
  })

  it('adds HSTS behind https, and eval and websockets for the dev server only', () => {
    expect(asMap(false, true).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const dev = asMap(true, false).get('content-security-policy')
    expect(dev).toContain("'unsafe-eval'")
    expect(dev).toContain('ws:')
  })

  it('lets no script run in an uploaded file, whatever the spelling of its address', () => {
    const file = new Map(
      securityHeaders({ dev: false, https: false, uploadedFile: true }).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    )
    const csp = file.get('content-security-policy')
    expect(csp).toContain("script-src 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(file.get('x-content-type-options')).toBe('nosniff')
    for (const path of [
      '/api/cms/media/file/logo.svg',
      '/api/cms/documents/file/devis.pdf',
      '/api/cms/media/%66ile/logo.svg',
      '/api/cms/media/x/../file/logo.svg',
      '/api//cms/media/./file/logo.svg',
    ]) {
      expect(isUploadedFile(path), path).toBe(true)
    }
    for (const path of [
      '/api/cms/media',
      '/api/upload',
      '/equipements/file/x',
      '/api/cms/media/%E0%A4%A',
    ]) {
      expect(isUploadedFile(path), path).toBe(false)
    }
  })
})

describe('edge request log', () => {
  it('logs the path of a page that was not found', async () => {
    const { PassThrough } = await import('node:stream')
    const { logRequest } = await import('@/platform/frontServer/requestLog')
    const out = new PassThrough()
    const lines: string[] = []
    out.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
    const server = createServer((req, res) => {
      logRequest(req, res, out)
      res.statusCode = req.url === '/existe' ? 200 : 404
      res.end()
    })
    const base = await listenOnLoopback(server)
    await fetch(`${base}/page-perdue`, { headers: { accept: 'text/html' } })
    await fetch(`${base}/existe`, { headers: { accept: 'text/html' } })
    await fetch(`${base}/api/rien`, { headers: { accept: 'application/json' } })
    server.close()
    const notFound = lines.filter((line) => line.includes('Page introuvable'))
    expect(notFound).toHaveLength(1)
    expect(notFound[0]).toContain('Page introuvable : /page-perdue')
  })

  it('writes paths without their query: a customer’s quote link carries its token there (#58)', async () => {
    const { PassThrough } = await import('node:stream')
    const { logRequest } = await import('@/platform/frontServer/requestLog')
    const out = new PassThrough()
    const lines: string[] = []
    out.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
    const server = createServer((req, res) => {
      logRequest(req, res, out)
      res.statusCode = req.url?.startsWith('/devis/DEV-000001') ? 200 : 404
      res.end()
    })
    const base = await listenOnLoopback(server)
    const token = 'jeton-secret-du-client-0123456789'
    await fetch(`${base}/devis/DEV-000001?t=${token}`, { headers: { accept: 'text/html' } })
    await fetch(`${base}/devis/DEV-000002/pdf?t=${token}`, { headers: { accept: 'text/html' } })
    server.close()
    const log = lines.join('')
    expect(log).toContain('GET /devis/DEV-000001 200')
    expect(log).toContain('Page introuvable : /devis/DEV-000002/pdf')
    expect(log).not.toContain(token)
  })

  it('writes the address the visitor asked, not the one served, and not the edge’s own reads', async () => {
    const { PassThrough } = await import('node:stream')
    const { logRequest } = await import('@/platform/frontServer/requestLog')
    const { INTERNAL_TOKEN_HEADER } = await import('@/platform/runtime/environment')
    const { internalToken } = await import('@/platform/runtime/signature')
    const out = new PassThrough()
    const lines: string[] = []
    out.on('data', (chunk: Buffer) => lines.push(chunk.toString()))
    const server = createServer((req, res) => {
      logRequest(req, res, out)
      // as the edge serves another language's address (languageAddresses.ts)
      req.url = req.url?.replace('/en/news/', '/en/actualites/')
      res.statusCode = req.url?.startsWith('/en/actualites/') ? 404 : 200
      res.end()
    })
    const base = await listenOnLoopback(server)
    await fetch(`${base}/en/news/999`, { headers: { accept: 'text/html' } })
    await fetch(`${base}/en/not-found`, { headers: { [INTERNAL_TOKEN_HEADER]: internalToken() } })
    await fetch(`${base}/en/not-found`, { headers: { [INTERNAL_TOKEN_HEADER]: 'faux' } })
    server.close()
    const log = lines.join('')
    expect(log).toContain('Page introuvable : /en/news/999\n')
    expect(log).toContain('GET /en/news/999 404')
    expect(log).not.toContain('actualites')
    // the edge's read of its 404 page is no visitor's request; a forged token is one
    expect(log.match(/GET \/en\/not-found 200/g)).toHaveLength(1)
  })
})
