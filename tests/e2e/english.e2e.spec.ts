// features: site
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { pageTexts } from '../helpers/pdfText'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'

import { adminHeaders, expectAccessible, login, save } from './support'

/**
 * The English site under /en (#45): its pages in English with the French content where no
 * English exists, the switcher that keeps the visitor on the same item, hreflang, the quote's
 * acknowledgement in the language it was sent in, the choice remembered but never guessed.
 */
const MACHINE = '/equipements/pelle-hydraulique-cat-320'
const ENGLISH_MACHINE = '/en/equipment/pelle-hydraulique-cat-320'

const headOf = async (page: Page) => ({
  lang: await page.locator('html').getAttribute('lang'),
  canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  alternates: Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
  ),
})

for (const width of [375, 1440]) {
  for (const path of [
    '/en',
    ENGLISH_MACHINE,
    '/en/news/1',
    '/en/catalogue',
    '/en/departments/btp',
  ]) {
    test(`${path} à ${width} px : en anglais, sans violation axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1').first()).toBeVisible()
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      await expectAccessible(page, { everyImpact: true })
    })
  }
}

test('the English pages speak English, and name their French twins in hreflang', async ({
  page,
}) => {
  await page.goto(ENGLISH_MACHINE)
  await expect(page.getByRole('link', { name: 'All equipment' })).toHaveAttribute(
    'href',
    '/en/equipment',
  )
  expect(await headOf(page)).toMatchObject({
    lang: 'en',
    canonical: expect.stringMatching(/\/en\/equipment\/pelle-hydraulique-cat-320$/),
    alternates: { fr: MACHINE, en: ENGLISH_MACHINE, 'x-default': MACHINE },
  })
  await page.goto(MACHINE)
  expect(await headOf(page)).toMatchObject({
    lang: 'fr',
    alternates: { fr: MACHINE, en: ENGLISH_MACHINE, 'x-default': MACHINE },
  })
  // an unknown English address is the English 404
  const missing = await page.goto('/en/equipment/no-such-machine')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  )
})

type Machine = { id: number; name: string }

/** The seed's CAT 320 as the English site names it, given to `act`; that name is put back after. */
async function withEnglishMachine(
  request: APIRequestContext,
  act: (machine: Machine, headers: Record<string, string>) => Promise<void>,
) {
  const headers = await adminHeaders(request)
  // found by its French address (its English one, when it has one, is another)
  const found = (await (
    await request.get(
      '/api/cms/equipment?where[slug][equals]=pelle-hydraulique-cat-320&depth=0&locale=fr',
      { headers },
    )
  ).json()) as { docs: Machine[] }
  const machine = (await (
    await request.get(`/api/cms/equipment/${found.docs[0]!.id}?depth=0&locale=en`, { headers })
  ).json()) as Machine
  try {
    await act(machine, headers)
  } finally {
    // its English name back, and no English address of its own (the French one serves)
    const restored = await request.patch(`/api/cms/equipment/${machine.id}?locale=en`, {
      headers,
      data: { name: machine.name, slug: '' },
    })
    expect(restored.status()).toBe(200)
  }
}

/** The English page shows `name` once the save has reached it; the French page keeps its own. */
async function expectEnglishNameOnly(page: Page, name: string) {
  await expect(async () => {
    await page.goto(ENGLISH_MACHINE)
    await expect(page.locator('h1')).toHaveText(name, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await page.goto(MACHINE)
  await expect(page.locator('h1')).toHaveText('Pelle hydraulique CAT 320')
}

test('the seed’s English shows on /en; an English name saved shows there, the French one stays on the French page', async ({
  page,
  request,
}) => {
  await withEnglishMachine(request, async (machine, headers) => {
    // the demo's English (src/seed/english.ts)
    expect(machine.name).toBe('CAT 320 hydraulic excavator')
    await page.goto(ENGLISH_MACHINE)
    await expect(page.locator('h1')).toHaveText(machine.name)
    const saved = await request.patch(`/api/cms/equipment/${machine.id}?locale=en`, {
      headers,
      data: { name: 'CAT 320 tracked excavator' },
    })
    expect(saved.status()).toBe(200)
    await expectEnglishNameOnly(page, 'CAT 320 tracked excavator')
  })
})

test('an English address typed for a machine is its English page’s; the French one and the switcher lead there, hreflang and the sitemap name both', async ({
  page,
  request,
}) => {
  const ENGLISH_SLUG = '/en/equipment/cat-320-hydraulic-excavator'
  const at = (path: string) => new RegExp(`${path}$`)
  await withEnglishMachine(request, async (machine, headers) => {
    const saved = await request.patch(`/api/cms/equipment/${machine.id}?locale=en`, {
      headers,
      data: { name: machine.name, slug: 'CAT 320 hydraulic excavator' },
    })
    expect(saved.status()).toBe(200)
    await expect(async () => {
      expect((await page.goto(ENGLISH_SLUG))?.status()).toBe(200)
    }).toPass({ timeout: 20_000 })
    await expect(page.locator('h1')).toHaveText(machine.name)
    expect(await headOf(page)).toMatchObject({
      lang: 'en',
      canonical: expect.stringMatching(at(ENGLISH_SLUG)),
      alternates: { fr: MACHINE, en: ENGLISH_SLUG, 'x-default': MACHINE },
    })
    // the French address under /en (a link shared before) leads to the English one
    await page.goto(ENGLISH_MACHINE)
    await expect(page).toHaveURL(at(ENGLISH_SLUG))

    // the French page names it as its twin; its switcher leads there, and back
    await page.goto(MACHINE)
    expect(await headOf(page)).toMatchObject({
      lang: 'fr',
      canonical: expect.stringMatching(at(MACHINE)),
      alternates: { fr: MACHINE, en: ENGLISH_SLUG, 'x-default': MACHINE },
    })
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(at(ENGLISH_SLUG))
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(at(MACHINE))

    // the sitemap lists the English address, with the French one as its twin
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entry = sitemap.split('<url>').find((block) => block.includes(`${ENGLISH_SLUG}</loc>`))
    expect(entry).toMatch(new RegExp(`hreflang="fr" href="[^"]*${MACHINE}"`))
    expect(sitemap).not.toContain(`${ENGLISH_MACHINE}</loc>`)
  })
  // without it, the English page is at the French address again
  await expect(async () => {
    expect((await page.goto(ENGLISH_MACHINE))?.status()).toBe(200)
    await expect(page).toHaveURL(at(ENGLISH_MACHINE), { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
})

test('the team writes a machine’s English through the admin’s language menu; the French page keeps its own', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const menu = page.getByRole('button', { name: /Langue du contenu/ })
  const label = page.locator('label[for="field-name"]')
  await login(page)
  await withEnglishMachine(request, async (machine) => {
    try {
      await page.goto(`/admin/collections/equipment/${machine.id}`)
      await expect(label).toContainText('— Français')
      await menu.click()
      await page.getByRole('button', { name: /^Anglais/ }).click()
      await expect(page).toHaveURL(/[?&]locale=en\b/)
      await expect(label).toContainText('— Anglais')
      await expect(page.locator('#field-name')).toHaveValue(machine.name)
      await page.locator('#field-name').fill('CAT 320 crawler excavator')
      // its English address: none yet (the French one serves), made from the English name
      const slug = page.locator('#field-slug')
      await expect(page.locator('label[for="field-slug"]')).toHaveText('Slug (URL) — Anglais')
      await expect(page.getByText('laissée vide, l’adresse française sert aussi')).toBeVisible()
      await expect(slug).toHaveValue('')
      await page.getByRole('button', { name: 'Déverrouiller', exact: true }).click()
      await page.getByRole('button', { name: 'Générer', exact: true }).click()
      await expect(slug).toHaveValue('cat-320-crawler-excavator')
      await save(page)
      await expectEnglishNameOnly(page, 'CAT 320 crawler excavator')
      // Payload reopens the last language chosen: the language being edited is said on every
      // screen (#59, point 10)
      await page.goto(`/admin/collections/equipment/${machine.id}`)
      await expect(label).toContainText('— Anglais')
      const band = page
        .getByRole('status')
        .filter({ hasText: 'Vous modifiez la version en anglais' })
      await expect(band).toBeVisible()
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.screenshot({ path: test.info().outputPath('langue-anglaise-1440.png') })
      // the menu opens a screen in French, whatever was edited last
      await page
        .getByRole('list', { name: "Menu d'administration" })
        .getByRole('link', { name: /^Page d'accueil/ })
        .click()
      await expect(page).toHaveURL(/[?&]locale=fr\b/)
      await expect(band).toHaveCount(0)
      // on a phone, the band and its way back to French
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(`/admin/collections/equipment/${machine.id}?locale=en`)
      await expect(band).toBeVisible()
      await page.screenshot({ path: test.info().outputPath('langue-anglaise-375.png') })
      await band.getByRole('link', { name: 'Modifier en français' }).click()
      await expect(page).toHaveURL(/[?&]locale=fr\b/)
      await expect(band).toHaveCount(0)
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.goto(`/admin/collections/equipment/${machine.id}`)
      await expect(label).toContainText('— Français')
      expect((await page.goto('/en/equipment/cat-320-crawler-excavator'))?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText('CAT 320 crawler excavator')
      await expect(page.getByRole('term').filter({ hasText: /^Location$/ })).toBeVisible()
    } finally {
      // the admin remembers the language edited: the other files edit in French
      await page.goto(`/admin/collections/equipment/${machine.id}`)
      await expect(label).toContainText('—')
      if ((await label.textContent())?.includes('Anglais')) {
        await menu.click()
        await page.getByRole('button', { name: /^Français/ }).click()
      }
      await expect(label).toContainText('— Français')
    }
  })
})

test('the home page’s sections and menu speak English on /en; an English title saved stays there', async ({
  page,
  request,
}) => {
  await page.goto('/en')
  await expect(page.locator('h1').first()).toContainText('Niger’s future')
  const menu = page.getByRole('navigation').first()
  await expect(menu.getByRole('link', { name: 'Rental & Sale' })).toBeVisible()
  await page.goto('/en/legal-notice')
  await expect(page.locator('h1')).toHaveText('Legal notice')
  await page.goto('/')
  await expect(page.locator('h1').first()).toContainText('Bâtir')

  const headers = await adminHeaders(request)
  const read = async (locale: string) =>
    (await (
      await request.get(`/api/cms/globals/section-hero?locale=${locale}&depth=0`, { headers })
    ).json()) as { title: string }
  const english = (await read('en')).title
  const french = (await read('fr')).title
  expect(english).toBe('Building Niger’s future')
  const saved = await request.post('/api/cms/globals/section-hero?locale=en', {
    headers,
    data: { title: 'Building tomorrow’s Niger' },
  })
  expect(saved.status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/en')
      await expect(page.locator('h1').first()).toContainText('tomorrow’s Niger', {
        timeout: 2_000,
      })
    }).toPass({ timeout: 20_000 })
    expect((await read('fr')).title).toBe(french)
    await page.goto('/')
    await expect(page.locator('h1').first()).toContainText('Bâtir')
  } finally {
    const restored = await request.post('/api/cms/globals/section-hero?locale=en', {
      headers,
      data: { title: english },
    })
    expect(restored.status()).toBe(200)
  }
})

for (const width of [375, 1440]) {
  test(`à ${width} px, le sélecteur de langue garde la machine et le choix est retenu pour l’accueil`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(MACHINE)
    const openMenu = async () => {
      if (width < 640) await page.getByRole('button', { name: /menu/i }).click()
    }
    await openMenu()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(new RegExp(`${ENGLISH_MACHINE}$`))
    expect(await page.locator('html').getAttribute('lang')).toBe('en')

    // the next visit to the home page finds it in English; a French page asked for stays French
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await page.goto('/actualites')
    await expect(page).toHaveURL(/\/actualites$/)

    await page.goto(ENGLISH_MACHINE)
    await openMenu()
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(new RegExp(`${MACHINE}$`))
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
  })
}

test('a first visit is never sent elsewhere by the browser’s languages', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
  })
  const page = await context.newPage()
  const response = await page.goto('/')
  expect(response?.url()).toMatch(/\/$/)
  expect(await page.locator('html').getAttribute('lang')).toBe('fr')
  await context.close()
})

/** A page's hreflang links as its HTML has them: language → path. */
function hreflangOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return Object.fromEntries(
    links
      .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
      .map((tag) => [attribute(tag, 'hreflang')!, new URL(attribute(tag, 'href')!).pathname]),
  )
}

test('every page of the sitemap names its twins in hreflang, and each twin names it back', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  )
  expect(listed.filter((path) => path.startsWith('/en')).length).toBe(listed.length / 2)
  const pairs = new Map<string, Record<string, string>>()
  for (const path of listed) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    pairs.set(path, hreflangOf(await response.text()))
  }
  for (const [path, twins] of pairs) {
    expect(Object.keys(twins).sort(), path).toEqual(['en', 'fr', 'x-default'])
    expect(twins[path.startsWith('/en') ? 'en' : 'fr'], path).toBe(path)
    for (const twin of Object.values(twins))
      expect(pairs.get(twin), `${path} → ${twin}`).toEqual(twins)
  }
})

test('the English addresses are spelt in English: the French words under /en lead there for good, filters work, another code is no language', async ({
  request,
}) => {
  const french = await request.get('/en/equipements/pelle-hydraulique-cat-320?from=x', {
    maxRedirects: 0,
  })
  expect(french.status()).toBe(308)
  expect(french.headers().location).toBe(`${ENGLISH_MACHINE}?from=x`)
  expect((await request.get('/en/departements', { maxRedirects: 0 })).headers().location).toBe(
    '/en/departments',
  )
  const vehicles = await (await request.get('/en/equipment?category=VEHICULE')).text()
  expect(vehicles).toContain('Mercedes Actros')
  expect(vehicles).not.toContain('CAT 320 hydraulic excavator')
  for (const path of ['/en/departments/btp', '/en/newsletter/unsubscribe?token=x', '/en/services'])
    expect((await request.get(path)).status(), path).toBe(200)
  for (const path of ['/xx/equipements', '/en/admin', '/en/equipment/unknown-machine'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
})

test('/en/catalogue.pdf is the catalogue in English', async ({ request }) => {
  const response = await request.get('/en/catalogue.pdf')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const { PDFDocument } = await import('pdf-lib')
  const text = pageTexts(await PDFDocument.load(await response.body()))
    .flat()
    .join('\n')
  expect(text).toContain('Equipment catalogue')
  expect(text).toMatch(/units? available/)
})

test.describe('a quote sent from /en', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  test.beforeAll(async () => {
    smtp = await startSmtp(E2E_SMTP_PORT)
  })
  test.afterAll(async () => {
    await smtp.close()
  })

  test('is acknowledged in English, with the customer’s page under /en', async ({ page }) => {
    const email = `english-${Date.now()}@example.com`
    await page.goto('/en#contact')
    const form = page.getByRole('form', { name: 'Quote request' })
    await form.getByLabel('Full name *').fill('John Carter')
    await form.getByLabel('Email address *').fill(email)
    await form.getByLabel('Phone *').fill('+227 96 00 00 00')
    await form.getByLabel('Service').selectOption('location')
    await form.getByLabel('Describe your project in detail *').fill('An excavator for two weeks.')
    await form.getByRole('button', { name: 'Send the request' }).click()
    await expect(form.getByRole('status')).toContainText('Your request’s reference')

    await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1)
    const [mail] = smtp.to(email)
    expect(mail!.subject).toMatch(
      /^Your quote request DEV-\d{6} has been received — BK Multiservices$/,
    )
    expect(mail!.text).toContain('Hello John,')
    const link = /https?:\/\/\S+\/en\/quote\/DEV-\d{6}\?t=\S+/.exec(mail!.text ?? '')?.[0]
    expect(link).toBeTruthy()
    await page.goto(link!)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await expect(page.locator('h1')).toBeVisible()

    // the team prices and sends it: the page, the mail and the PDF speak English
    const id = Number(/DEV-(\d{6})/.exec(link!)![1])
    const headers = await adminHeaders(page.request)
    const priced = await page.request.patch(`/api/cms/quote-requests/${id}`, {
      headers,
      data: {
        lines: [{ label: 'CAT 320 excavator', quantity: 2, unit: 'semaine', unitPrice: 595_000 }],
      },
    })
    expect(priced.status(), await priced.text()).toBe(200)
    const sent = await page.request.post(`/api/cms/quote-requests/${id}/send-quote`, { headers })
    expect(sent.status(), await sent.text()).toBe(200)
    await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(2)
    expect(smtp.to(email)[1]!.subject).toMatch(/^Your quote DEV-\d{6} — BK Multiservices$/)
    await page.reload()
    const lines = page.getByRole('listitem').filter({ hasText: 'CAT 320 excavator' })
    await expect(lines).toContainText('2 weeks × 595,000 FCFA')
    await expect(page.getByTestId('total-ttc')).toHaveText('1,416,100 FCFA')
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Download the quote (PDF)' }).getAttribute('href'))!,
    )
    expect(pdf.status()).toBe(200)
    const { PDFDocument } = await import('pdf-lib')
    const text = pageTexts(await PDFDocument.load(await pdf.body()))
      .flat()
      .join('\n')
    expect(text).toContain('QUOTE')
    expect(text).toContain('2 weeks')
    expect(text).toMatch(/\/en\/quote\/DEV-\d{6}\?t=/)
  })
})

for (const width of [375, 1440])
  test(`at ${width} px, the newsletter box answers in English: its next step, and a refusal in the page’s words, never the /api’s French (#59)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en')
    const box = page.locator('form[action="/api/newsletter/subscribe"]').first()
    await box.scrollIntoViewIfNeeded()
    // the script's path (a plain form, before it, has its own English page: plain-forms.int)
    await expect
      .poll(() =>
        box.evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true)
    // an address the browser lets through and the /api refuses (400, its reason in French)
    await box.locator('input[name="email"]').fill('a@b')
    await box.getByRole('button').click()
    await expect(box.getByRole('alert')).toHaveText(
      'Some information is missing or not valid: check the form and try again.',
    )
    await page.screenshot({ path: `test-results/english-newsletter-refused-${width}.png` })
    // the refusal readable on the section's dark blue (axe's contrast check among the rest)
    await expectAccessible(page)
    await box.locator('input[name="email"]').fill(`english-news-${Date.now()}@example.com`)
    await box.getByRole('button').click()
    const done = page.getByRole('status').filter({ hasText: 'To confirm your subscription' })
    await expect(done).toContainText(
      'To confirm your subscription, click the link we have just sent you by email.',
    )
    await expect(page.locator('body')).not.toContainText('Pour confirmer votre inscription')
    await done.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/english-newsletter-done-${width}.png` })
  })

test('the English pages lead to English pages and write months in English; the fallback pictures hold no word (#59)', async ({
  page,
  request,
}) => {
  await page.goto('/en')
  // the team's links to French pages (the section's button, its category cards) lead to their twins
  const own = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(own.length).toBeGreaterThan(5)
  const french = own.filter(
    (href) => !href.startsWith('/en') && !/^\/(api|media|images|_next|catalogue\.pdf)/.test(href),
  )
  expect(french).toEqual([])
  await page.goto('/en/projects')
  const months = await page.locator('main li').allTextContents()
  expect(months.join(' ')).toMatch(
    /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
  )
  expect(months.join(' ')).not.toMatch(/\b(janvier|février|mars|avril|juin|juillet|septembre)\b/)
  for (const picture of ['equipment-engin', 'department-hydraulique', 'news-default']) {
    const svg = await (await request.get(`/images/fallback/${picture}.svg`)).text()
    expect(svg).not.toContain('<text')
  }
})
