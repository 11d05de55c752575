// features: platform
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { adminToken } from '../../scripts/lib/adminApi'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * Pages no sitemap lists: the 404, the newsletter's pages, the offline page, and the maintenance
 * page (below).
 */
const UNLISTED = [
  '/page-inconnue',
  '/newsletter/confirmation',
  '/newsletter/desinscription',
  '/hors-ligne',
]

type VnuMessage = { type: string; url: string; message: string; lastLine?: number }

/**
 * The W3C Nu Html Checker (vnu-jar, Java) over every public page as served: each address of the
 * sitemap, the unlisted pages and the maintenance page while it is on. One run of the checker for
 * all of them (its JVM starts once).
 */
test('le Nu Html Checker ne trouve aucune erreur dans les pages publiques', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  )
  expect(listed.length).toBeGreaterThan(20)

  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const files = new Map<string, string>()
  const keep = async (address: string, html: string) => {
    const file = path.join(dir, `page-${files.size}.html`)
    writeFileSync(file, html)
    files.set(path.basename(file), address)
  }
  try {
    for (const address of [...listed, ...UNLISTED])
      await keep(address, await (await request.get(address)).text())

    const headers = { authorization: `Bearer ${await adminToken(baseURL!, DEMO_ADMIN)}` }
    const start = await request.post('/api/admin/maintenance/start', { headers, data: {} })
    expect(start.status()).toBe(200)
    try {
      await expect(async () => {
        const maintenance = await request.get('/maintenance')
        expect(maintenance.status()).toBe(503)
        await keep('/maintenance', await maintenance.text())
      }).toPass({ timeout: 10_000 })
    } finally {
      await request.post('/api/admin/maintenance/stop', { headers, data: {} })
    }

    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU,
        '--format',
        'json',
        '--errors-only',
        // the pages carry their stylesheet (src/platform/frontServer/inlineStyles.ts): Tailwind's CSS uses what
        // the checker's CSS validator does not know yet (@property, margin-trim, nesting); the
        // HTML is what this test checks
        '--filterpattern',
        'CSS: .*',
        ...[...files.keys()].map((f) => path.join(dir, f)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    const errors = messages.map(
      ({ url, message, lastLine }) =>
        `${files.get(path.basename(url)) ?? url}:${lastLine ?? '?'} ${message}`,
    )
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
