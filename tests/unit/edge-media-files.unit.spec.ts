// features: platform, media
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenOnLoopback, rawRequest } from '../helpers/rawHttp'

import { mediaFilesFromDisk } from '@/platform/frontServer/mediaFiles'

/** The edge's media answer on a real HTTP server, Payload's stand-in counting what reaches it. */
let root: string
let server: Server
let base: string
let payloadAnswers = 0
let useDisk = true

const PICTURE = Buffer.alloc(5000, 9)
const SMALLER = Buffer.alloc(1200, 4)

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'edge-media-'))
  const media = path.join(root, 'media')
  mkdirSync(media)
  mkdirSync(path.join(media, 'dossier'))
  writeFileSync(path.join(media, 'pelle-800x600.webp'), PICTURE)
  writeFileSync(path.join(media, 'pelle-400x300.webp'), SMALLER)
  writeFileSync(path.join(media, 'camion-800x600.webp'), PICTURE)
  writeFileSync(path.join(media, 'logo é.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(media, '.cache'), 'caché')
  writeFileSync(path.join(root, 'site.db'), 'base')
  const onDisk = mediaFilesFromDisk(media)
  const onS3 = mediaFilesFromDisk(null)
  server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!
    const payload = () => {
      payloadAnswers += 1
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[]}')
    }
    if ((useDisk ? onDisk : onS3).answer(req, res, urlPath, payload)) return
    payload()
  })
  base = await listenOnLoopback(server)
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

const FILE = '/api/cms/media/file/'

describe('media pictures from disk', () => {
  it('sends a picture with its type, length and validators, then a 304 to a returning visitor', async () => {
    const before = payloadAnswers
    const first = await fetch(`${base}${FILE}pelle-800x600.webp`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    expect(Buffer.from(await first.arrayBuffer()).equals(PICTURE)).toBe(true)
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    expect(first.headers.get('last-modified')).toBeTruthy()

    // a browser's revalidation (fetch would add its own cache headers)
    const again = await rawRequest(base, 'GET', `${FILE}pelle-800x600.webp`, '', {
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    const head = await fetch(`${base}${FILE}pelle-800x600.webp`, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(PICTURE.length))
    const svg = await fetch(`${base}${FILE}logo%20%C3%A9.svg`)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(payloadAnswers).toBe(before)
  })

  it('keeps a versioned address (the site’s pages) for a year, the stored one asked again', async () => {
    const versioned = await fetch(`${base}${FILE}pelle-800x600.webp?v=mhx3k2a1`)
    expect(versioned.status).toBe(200)
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await versioned.arrayBuffer()).equals(PICTURE)).toBe(true)
    for (const query of ['', '?v=', '?v=../x', '?version=1', '?w=1&vv=2']) {
      const stored = await fetch(`${base}${FILE}pelle-800x600.webp${query}`)
      expect(stored.headers.get('cache-control'), query).toBe('public, no-cache')
    }
  })

  it('sends a visitor saving data (Save-Data: on) the smallest size, when it exists', async () => {
    const saving = { 'save-data': 'on' }
    const card = await fetch(`${base}${FILE}pelle-800x600.webp`, { headers: saving })
    expect(card.status).toBe(200)
    expect(card.headers.get('vary')).toBe('Save-Data')
    expect(Buffer.from(await card.arrayBuffer()).equals(SMALLER)).toBe(true)
    // no smaller file on disk, or already the smallest: the picture asked for
    const alone = await fetch(`${base}${FILE}camion-800x600.webp`, { headers: saving })
    expect(Buffer.from(await alone.arrayBuffer()).equals(PICTURE)).toBe(true)
    const smallest = await fetch(`${base}${FILE}pelle-400x300.webp`, { headers: saving })
    expect(Buffer.from(await smallest.arrayBuffer()).equals(SMALLER)).toBe(true)
    // without the header, the full picture
    const full = await fetch(`${base}${FILE}pelle-800x600.webp`)
    expect(Buffer.from(await full.arrayBuffer()).equals(PICTURE)).toBe(true)
  })

  it('leaves to Payload a missing file, a hidden one, a folder, a way out of the folder and every write', async () => {
    for (const [urlPath, method] of [
      [`${FILE}absent.webp`, 'GET'],
      [`${FILE}.cache`, 'GET'],
      [`${FILE}dossier`, 'GET'],
      [`${FILE}..%2fsite.db`, 'GET'],
      [`${FILE}..%5Csite.db`, 'GET'],
      [`${FILE}%2e%2e%2fsite.db`, 'GET'],
      [`${FILE}%E0%A4%A`, 'GET'],
      [`${FILE}pelle-800x600.webp`, 'DELETE'],
      ['/api/cms/documents/file/pelle-800x600.webp', 'GET'],
    ] as const) {
      const before = payloadAnswers
      const answer = await fetch(`${base}${urlPath}`, { method })
      expect(answer.status, `${method} ${urlPath}`).toBe(404)
      expect(await answer.text(), `${method} ${urlPath}`).toBe('{"errors":[]}')
      expect(payloadAnswers, `${method} ${urlPath}`).toBe(before + 1)
    }
  })

  it('reads nothing from disk with S3 storage: the bucket’s handler answers', async () => {
    useDisk = false
    try {
      const before = payloadAnswers
      expect((await fetch(`${base}${FILE}pelle-800x600.webp`)).status).toBe(404)
      expect(payloadAnswers).toBe(before + 1)
    } finally {
      useDisk = true
    }
  })
})
