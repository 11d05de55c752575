// features: platform, site
import { createServer, type Server, type ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { notFoundPages } from '@/platform/frontServer/notFoundPage'
import { INTERNAL_TOKEN_HEADER } from '@/platform/runtime/environment'
import { internalToken } from '@/platform/runtime/signature'

import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

/** Next's answer to `notFound()` (vercel/next.js#62228): nothing in the body until scripts run. */
const EMPTY_404 =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f=[]</script></body></html>'
const pageIn = (locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><body><header>Tél.</header><main>404 ${locale}</main></body></html>`

let server: Server
let base: string
/** Whether the stand-in's 404 page answers (false: as if Next could not render it). */
let pageReadable = true
const pageReads: string[] = []

/** Next's way of sending a streamed page: headers set, flushed, then chunks (pipe-readable.js). */
function streamed(res: ServerResponse, status: number, body: string) {
  res.statusCode = status
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('etag', '"next"')
  res.setHeader('x-nextjs-prerender', '1')
  res.setHeader('vary', 'rsc, Accept-Encoding')
  res.flushHeaders()
  res.write(body.slice(0, 20))
  res.write(body.slice(20))
  res.end()
}

/** The edge's wrapper in front of a stand-in for Next: its pages, its 404s, its 404 page. */
beforeAll(async () => {
  let notFound: ReturnType<typeof notFoundPages> | null = null
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    res.setHeader('x-frame-options', 'SAMEORIGIN')
    notFound!.answerOwnAddress(req, res, path)
    notFound!.wrap(req, res, path)
    if (path === '/introuvable' || path === '/en/not-found') {
      pageReads.push(path)
      if (!pageReadable) return streamed(res, 500, 'Erreur')
      return streamed(res, 200, pageIn(path === '/introuvable' ? 'fr' : 'en'))
    }
    if (path === '/equipements') return streamed(res, 200, pageIn('fr'))
    if (path === '/api/cms/news/999') {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end('{"errors":[{"message":"Introuvable"}]}')
    }
    if (path === '/en/tete') {
      // the head's own headers given to writeHead, the body in one piece
      res.writeHead(404, 'Not Found', { 'Content-Type': 'text/html', 'X-Kept': 'oui' })
      return res.end(EMPTY_404)
    }
    streamed(res, 404, EMPTY_404)
  })
  base = await listenOnLoopback(server)
  notFound = notFoundPages(Number(new URL(base).port))
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the site’s 404 page in place of Next’s empty one', () => {
  it('sends the page of the address’s language, with the 404 and without Next’s cache headers', async () => {
    for (const [path, locale] of [
      ['/actualites/999', 'fr'],
      ['/une-page-qui-n-existe-pas', 'fr'],
      ['/en/news/999', 'en'],
    ] as const) {
      const answer = await fetch(base + path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toBe(pageIn(locale))
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
      expect(answer.headers.get('etag'), path).toBeNull()
      expect(answer.headers.get('x-nextjs-prerender'), path).toBeNull()
      // what the edge set before Next answered stays, and what Next said of the page's variants
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(answer.headers.get('vary'), path).toBe('rsc, Accept-Encoding')
    }
    const headGiven = await fetch(`${base}/en/tete`)
    expect(headGiven.status).toBe(404)
    expect(await headGiven.text()).toBe(pageIn('en'))
    expect(headGiven.headers.get('x-kept')).toBe('oui')
  })

  it('leaves alone the pages found, the APIs, React data and HEAD', async () => {
    const found = await fetch(`${base}/equipements`)
    expect([found.status, await found.text()]).toEqual([200, pageIn('fr')])
    expect(found.headers.get('etag')).toBe('"next"')

    const api = await fetch(`${base}/api/cms/news/999`)
    expect([api.status, await api.text()]).toEqual([404, '{"errors":[{"message":"Introuvable"}]}'])

    // a client-side navigation's 404 is in React data, which the browser renders itself
    for (const [url, headers] of [
      [`${base}/actualites/999`, { rsc: '1' }],
      [`${base}/actualites/999?_rsc=abc`, {}],
    ] as const) {
      const data = await fetch(url, { headers })
      expect([data.status, await data.text()]).toEqual([404, EMPTY_404])
    }
    const head = await rawRequest(base, 'HEAD', '/actualites/999', '', {})
    expect(head.status).toBe(404)
  })

  it('sends Next’s own answer when the page cannot be read', async () => {
    pageReadable = false
    try {
      const answer = await fetch(`${base}/actualites/998`)
      expect([answer.status, await answer.text()]).toEqual([404, EMPTY_404])
      expect(answer.headers.get('x-nextjs-prerender')).toBe('1')
    } finally {
      pageReadable = true
    }
  })

  it('answers the 404 page’s own address 404 to a visitor, 200 to the edge’s own read', async () => {
    for (const path of ['/introuvable', '/en/not-found']) {
      const visitor = await fetch(base + path)
      expect(visitor.status, path).toBe(404)
      expect(visitor.headers.get('cache-control'), path).toBe('no-store')
      const edge = await fetch(base + path, {
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken() },
      })
      expect(edge.status, path).toBe(200)
      const forged = await fetch(base + path, {
        headers: { [INTERNAL_TOKEN_HEADER]: 'x'.repeat(64) },
      })
      expect(forged.status, path).toBe(404)
    }
  })

  it('reads the page once per 404, never for a page found', async () => {
    pageReads.length = 0
    await (await fetch(`${base}/equipements`)).text()
    expect(pageReads).toEqual([])
    await (await fetch(`${base}/en/projects/inconnu`)).text()
    expect(pageReads).toEqual(['/en/not-found'])
  })
})
