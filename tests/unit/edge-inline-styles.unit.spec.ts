// features: platform
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlinedStylesheets } from '@/platform/frontServer/inlineStyles'

import { listenOnLoopback } from '../helpers/rawHttp'

const CSS = 'body{color:#0f172a}.é::after{content:"</style>"}'
const LINK = '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>'
const HEAD = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>${LINK}<title>Équipements</title></head>`
const BODY = '<body><h1>Pelle hydraulique — 85 000 F CFA</h1></body></html>'

let root: string
let server: Server
let base: string

/** Next's stand-in: the page in small pieces (cut inside a character and inside `</head>`). */
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'edge-styles-'))
  mkdirSync(path.join(root, 'css'))
  writeFileSync(path.join(root, 'css', 'site.css'), CSS)
  const styles = inlinedStylesheets(path.join(root, 'css'))
  server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!
    styles.wrap(req, res, urlPath)
    const page = Buffer.from(HEAD + BODY)
    if (urlPath === '/donnees.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('{"lien":"' + LINK.replace(/"/g, "'") + '"}')
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-length', page.length)
    if (urlPath === '/entiere') return res.end(page)
    const cuts = [10, HEAD.indexOf('É') + 1, HEAD.length - 3, page.length]
    let from = 0
    for (const cut of cuts) {
      res.write(page.subarray(from, cut))
      from = cut
    }
    res.end()
  })
  base = await listenOnLoopback(server)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('the stylesheets written into the public pages', () => {
  it('puts the CSS in the head and keeps the link, disabled, for React', async () => {
    for (const page of ['/equipements', '/entiere']) {
      const answer = await fetch(base + page)
      const html = await answer.text()
      expect(html, page).toBe(
        HEAD.replace(
          LINK,
          '<style data-href="/_next/static/css/site.css">body{color:#0f172a}.é::after{content:"<\\/style>"}</style>' +
            '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next" disabled/>',
        ) + BODY,
      )
      // the length Next computed is gone; the body is whole
      expect(answer.headers.get('content-length')).toBeNull()
    }
  })

  it('leaves alone what is not a public page’s HTML', async () => {
    const json = await fetch(`${base}/donnees.json`)
    expect(await json.text()).toContain("rel='stylesheet'")
    for (const [page, headers] of [
      ['/admin/login', {}],
      ['/api/departments', {}],
      ['/equipements', { rsc: '1' }],
    ] as const) {
      const html = await (await fetch(base + page, { headers })).text()
      expect(html, page).toBe(HEAD + BODY)
    }
  })
})
