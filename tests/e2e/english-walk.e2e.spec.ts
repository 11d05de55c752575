import { expect, type Page, test } from '@playwright/test'

import { freshDatabase, startBuiltServer, type RunningServer } from '../../scripts/lib/server'

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

/**
 * Words of French that no English sentence of the site uses (« location » and « plus » are
 * English too): one of them on an English page is a word the site or the demo left in French.
 */
const FRENCH_WORDS =
  /(?<![\p{L}\p{N}])(les|des|une|pour|avec|nous|notre|nos|votre|vos|sont|dans|sur|du|aux|et|le|la|à|voir|tous|toutes|demander|devis|vente|accueil|prix|jour|semaine|mois|envoyer|fermer|rechercher|équipements?|actualités?|départements?|réalisations?|télécharger|appeler|précédent|suivant)(?![\p{L}\p{N}])/iu

/**
 * Names that stay as they are in every language: partners, a hall, clients, the authority the
 * privacy policy names.
 */
const PROPER_NAMES = [
  'Banque du Sahel',
  'Niamey Équipements',
  'Haute Autorité de Protection des Données à caractère Personnel',
  'Palais des Congrès',
  'Sahel Aménagement',
  'Lycée d’enseignement général de Zinder',
  'Direction régionale de l’Équipement de Dosso',
]

/** Every text of the page a reader meets, shown or not yet (menus, dialogs), with its head's. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('script, style, template, noscript'))
        found.push(node.textContent ?? '')
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        found.push(element.getAttribute(name) ?? '')
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
    ))
      found.push(meta.getAttribute('content') ?? '')
    return found.map((text) => text.trim()).filter(Boolean)
  })

test('no French word on any English page: every kind of page the English site links to (#59)', async ({
  page,
}) => {
  // one page of each kind (a machine, an article, a project…): they share their words
  const kindOf = (path: string) => path.split('?')[0]!.replace(/^(\/en\/[^/]+)\/[^/]+$/, '$1/*')
  const queue = ['/en', '/en/search?q=pelle', '/en/no-such-page']
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
    for (const text of await textsOf(page)) {
      const words = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)
      if (FRENCH_WORDS.test(words)) french.push(`${path} : ${text}`)
    }
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
    ]),
  )
})
