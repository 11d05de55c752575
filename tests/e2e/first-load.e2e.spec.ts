// features: platform, analytics
import { readFileSync } from 'node:fs'

import { expect, type Page, type Request, test } from '@playwright/test'

import { LIGHTHOUSE_PAGES } from '../../scripts/bench/pages'
import { EAGER_COMPILE_HINT } from '../../scripts/lib/compileHints'

const isBeacon = (type: string) => (request: Request) =>
  request.url().endsWith('/api/analytics/beacon') &&
  (JSON.parse(request.postData() ?? '{}') as { type?: string }).type === type

/** Counts what would load the browser's ICU data: 15–40 ms for the first one (Chromium). */
async function countIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { intlUses: string[] }
    counted.intlUses = []
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules']) {
      const Original = intl[name]!
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          counted.intlUses.push(name)
          return Reflect.construct(target, args) as object
        },
        apply(target, self, args) {
          counted.intlUses.push(name)
          return Reflect.apply(target, self, args) as unknown
        },
      })
    }
  })
}

test('les pages mesurées s’affichent et s’hydratent sans charger Intl, prix compris', async ({
  page,
}) => {
  await countIntl(page)
  // the pages whose Lighthouse scores `npm run bench` records
  for (const path of LIGHTHOUSE_PAGES) {
    // the page view leaves once hydration and its effects are done
    const pageView = page.waitForRequest(isBeacon('pageview'))
    await page.goto(path)
    await pageView
    expect(
      await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses),
      path,
    ).toEqual([])
  }
  await page.goto('/equipements')
  await expect(page.getByText('85 000 F CFA/jour').first()).toBeVisible()
})

test('une visite envoie sa page vue une fois la page prête, puis sa durée quand on la quitte', async ({
  page,
}) => {
  const pageView = page.waitForRequest(isBeacon('pageview'))
  await page.goto('/actualites')
  const sent = JSON.parse((await pageView).postData()!) as {
    data: { path: string; title: string; sessionId: string }
  }
  expect(sent.data.path).toBe('/actualites')
  expect(sent.data.title).toBe(await page.title())

  // what a phone does when the visitor switches app (a beacon sent while the page unloads is
  // not one Playwright can watch)
  const duration = page.waitForRequest(isBeacon('duration'))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const left = JSON.parse((await duration).postData()!) as {
    data: { path: string; sessionId: string; duration: number }
  }
  expect(left.data).toMatchObject({ path: '/actualites', sessionId: sent.data.sessionId })
  expect(left.data.duration).toBeGreaterThanOrEqual(0)
})

test('le serveur construit envoie la page en brotli et ses scripts tels que la construction les a compressés', async ({
  page,
}) => {
  const responses: { url: string; type: string; headers: Record<string, string> }[] = []
  page.on('response', (response) =>
    responses.push({
      url: response.url(),
      type: response.request().resourceType(),
      headers: response.headers(),
    }),
  )
  await page.goto('/')
  await page.waitForLoadState('load')
  const document = responses.find((r) => r.type === 'document')!
  expect(document.headers['content-encoding']).toBe('br')
  const scripts = responses.filter((r) => r.url.includes('/_next/static/') && r.type === 'script')
  expect(scripts.length).toBeGreaterThan(3)
  for (const script of scripts) {
    const length = Number(script.headers['content-length'])
    // under 1 KB a file is sent as it is (one packet either way)
    if (script.headers['content-encoding'] === undefined) {
      expect(length, script.url).toBeLessThan(1024)
      continue
    }
    // a precompressed file has a known length; compressing on the fly would stream it
    expect(script.headers, script.url).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(length, script.url).toBeGreaterThan(0)
  }
  expect(scripts.filter((r) => r.headers['content-encoding'] === 'br').length).toBeGreaterThan(3)
})

test('les scripts communs à toutes les pages sont compilés pendant leur téléchargement', async ({
  page,
}) => {
  const bodies = new Map<string, string>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/'))
      bodies.set(new URL(response.url()).pathname, await response.text())
  })
  // Next's webpack runtime, React DOM and Next's router: every page boots with them
  const rootMainFiles = (
    JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] }
  ).rootMainFiles.map((file) => `/_next/${file}`)
  expect(rootMainFiles.length).toBeGreaterThanOrEqual(3)
  await page.goto('/')
  await page.waitForLoadState('load')
  // a body is read after its response event: wait for every one of them, not for a count
  await expect.poll(() => rootMainFiles.filter((name) => bodies.has(name))).toEqual(rootMainFiles)
  for (const name of rootMainFiles)
    expect(bodies.get(name)?.startsWith(EAGER_COMPILE_HINT), name).toBe(true)
  // a page's own chunk keeps V8's lazy default (its body too is read after its response event)
  const pageChunk = () => [...bodies].find(([name]) => /\/app\/\(frontend\)\/page-/.test(name))
  await expect.poll(() => pageChunk() !== undefined).toBe(true)
  expect(pageChunk()?.[1].startsWith(EAGER_COMPILE_HINT)).toBe(false)
})
