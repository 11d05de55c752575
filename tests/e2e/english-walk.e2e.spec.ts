// features: site
import { expect, test } from '@playwright/test'

import { freshDatabase, startBuiltServer, type RunningServer } from '../../scripts/lib/server'

import { frenchTextsOn } from './support'

/**
 * No French word on an English page (#59): one page of each kind the English site links to, on
 * a server of its own over the demo content as seeded (the shared suite's other files edit the
 * content, and what has no English shows its French by design).
 */
const PORT = 3551
const dataDir = 'data/test/english-walk'
let server: RunningServer

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const env = { LOG_REQUESTS: 'false', JOBS_AUTORUN: 'false' }
  await freshDatabase(dataDir, env)
  server = await startBuiltServer({ dataDir, port: PORT, env, quiet: true })
})

test.afterAll(async () => {
  await server?.stop()
})

test('no French word on any English page: every kind of page the English site links to (#59)', async ({
  page,
}) => {
  // one page of each kind (a machine, an article, a project…): they share their words
  const kindOf = (path: string) => path.split('?')[0]!.replace(/^(\/en\/[^/]+)\/[^/]+$/, '$1/*')
  // and the pages no link leads to: a search, the 404, the offline page the phone keeps
  const queue = ['/en', '/en/search?q=pelle', '/en/no-such-page', '/en/offline']
  const at = (path: string) => `${server.url}${path}`
  const walked = new Map<string, string>()
  const french: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    if (walked.has(kindOf(path))) continue
    walked.set(kindOf(path), path)
    const response = await page.goto(at(path))
    expect(response?.status(), path).toBe(path === '/en/no-such-page' ? 404 : 200)
    expect(await page.locator('html').getAttribute('lang'), path).toBe('en')
    for (const text of await frenchTextsOn(page)) french.push(`${path} : ${text}`)
    for (const href of await page
      .locator('a[href^="/en"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      if (!/\.pdf$/.test(href)) queue.push(href.split('#')[0]!)
  }
  expect(french).toEqual([])
  // the walk reached every kind of page of the English site
  expect([...walked.keys()]).toEqual(
    expect.arrayContaining([
      '/en',
      '/en/equipment',
      '/en/equipment/*',
      '/en/news',
      '/en/news/*',
      '/en/departments',
      '/en/departments/*',
      '/en/projects',
      '/en/projects/*',
      '/en/services',
      '/en/catalogue',
      '/en/legal-notice',
      '/en/privacy-policy',
      '/en/terms',
      '/en/offline',
    ]),
  )
})
