// features: pages
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  adminHeaders,
  expectAccessible,
  findDocs,
  login,
  scheduleNextMinute,
  settled,
  withGlobal,
} from './support'

const TITLE = 'Nos engagements essai'
const SLUG = 'nos-engagements-essai'

/**
 * Adds block number `index` of the page's layout by its name in Payload's « Ajouter Bloc »
 * drawer, and waits for its fields: `field(path)` is then one of them.
 */
async function addBlock(page: Page, index: number, name: string, first?: string) {
  await page.getByRole('button', { name: 'Ajouter Bloc', exact: true }).last().click()
  const drawer = page.locator('.drawer--is-open, [role="dialog"]').last()
  await drawer.getByRole('button', { name, exact: true }).click()
  await expect(drawer).toBeHidden()
  const field = (path: string) => page.locator(`#field-layout__${index}__${path}`)
  // a rich text has no id of its own: its editor is waited for instead
  await expect(
    first ? field(first) : page.locator(`.rich-text-lexical [contenteditable="true"]`),
  ).toHaveCount(1)
  return field
}

/**
 * Waits until page `id`'s latest draft holds `text` (autosave follows the typing; a rich text's
 * last keys can still be on their way), and passes `check` (its other fields).
 */
async function draftHolding(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  text: string,
  check: (draft: { slug: string; title: string }) => void = () => {},
) {
  await expect(async () => {
    const draft = await (
      await request.get(`/api/cms/pages/${id}?draft=true&depth=0`, { headers })
    ).text()
    check(JSON.parse(draft) as { slug: string; title: string })
    expect(draft).toContain(text)
  }).toPass({ timeout: 15_000 })
}

/**
 * Opens a new page in the admin and saves its first draft, titled `title`; its id. Opening
 * « Créer » stores nothing (#59: Payload made a draft each time the screen opened); the page is
 * stored at « Enregistrer le brouillon », and autosave follows from then on.
 */
async function newPage(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
): Promise<number> {
  const count = async () =>
    (
      (await (
        await request.get('/api/cms/pages?draft=true&trash=true&limit=1&depth=0', { headers })
      ).json()) as { totalDocs: number }
    ).totalDocs
  const before = await count()
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill(title)
  await settled(page)
  expect(page.url()).toMatch(/\/admin\/collections\/pages\/create$/)
  expect(await count()).toBe(before)
  await page.getByRole('button', { name: 'Enregistrer le brouillon', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  expect(await count()).toBe(before + 1)
  return Number(page.url().split('/').pop())
}

async function publish(page: Page) {
  await settled(page)
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(page.getByText('Page modifiée avec succès').first()).toBeVisible()
}

test('une page construite de quatre blocs, publiée, liée depuis le menu ; son brouillon ne se voit qu’en aperçu', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000)
  const headers = await adminHeaders(request)
  await login(page)
  const id = await newPage(page, request, headers, TITLE)
  try {
    await page.locator('#field-intro').fill('Ce que nous promettons sur chaque chantier.')

    await addBlock(page, 0, 'Texte')
    const editor = page.locator('.rich-text-lexical [contenteditable="true"]:visible').last()
    await editor.click()
    await editor.pressSequentially('Des délais tenus et des chantiers propres.')
    await settled(page)
    await draftHolding(request, headers, id, 'Des délais tenus et des chantiers propres.')

    const faq = await addBlock(page, 1, 'Questions et réponses', 'title')
    await faq('title').fill('Vos questions')
    await page.getByRole('button', { name: 'Ajouter Question', exact: true }).click()
    await faq('items__0__question').fill('Intervenez-vous hors de Niamey ?')
    await faq('items__0__answer').fill('Oui, dans tout le Niger.')

    const testimonials = await addBlock(page, 2, 'Témoignages', 'title')
    await testimonials('title').fill('Ils nous font confiance')
    await page.getByRole('button', { name: 'Ajouter Témoignage', exact: true }).click()
    await testimonials('items__0__quote').fill('Un forage livré en avance.')
    await testimonials('items__0__author').fill('Mairie de Dosso')

    const callToAction = await addBlock(page, 3, 'Appel à l’action', 'title')
    await callToAction('title').fill('Un projet en tête ?')
    await publish(page)

    // the page, as a visitor sees it
    await page.goto(`/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    await expect(page.getByText('Des délais tenus et des chantiers propres.')).toBeVisible()
    await page.getByText('Intervenez-vous hors de Niamey ?').click()
    await expect(page.getByText('Oui, dans tout le Niger.')).toBeVisible()
    await expect(page.getByText('Mairie de Dosso')).toBeVisible()
    await expectAccessible(page, { everyImpact: true })
    await page.getByRole('button', { name: 'Demander un devis' }).last().click()
    await expect(page).toHaveURL(/\/#contact$/)
    const form = page.getByRole('form', { name: 'Demande de devis' })
    await expect(form.getByLabel('Sujet')).toHaveValue(`Demande de devis - ${TITLE}`)

    // linked from the menu (the top bar's « Menu » tab)
    const stored = (await (
      await request.get('/api/cms/globals/top-bar?depth=0', { headers })
    ).json()) as { navigation: { items: Record<string, unknown>[] } }
    await withGlobal(request, 'top-bar', { navigation: stored.navigation }, async () => {
      await page.goto('/admin/globals/top-bar')
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('button', { name: 'Ajouter Élément', exact: true }).click()
      const row = `#field-navigation__items__${stored.navigation.items.length}`
      await page.locator(`${row}__name`).fill('Engagements')
      await page.locator(`${row}__href`).fill(`/${SLUG}`)
      await settled(page)
      await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
      await expect(page.getByText('Paramètres sauvegardés').first()).toBeVisible()
      await page.goto('/')
      await page.getByRole('navigation').getByRole('link', { name: 'Engagements' }).first().click()
      await expect(page).toHaveURL(new RegExp(`/${SLUG}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    })

    // a draft of the published page: the editor's preview only
    await page.goto(`/admin/collections/pages/${id}`)
    await page.locator('#field-title').fill(`${TITLE} (brouillon)`)
    await expect(page.getByText(/Dernière sauvegarde/)).toBeVisible()
    await expect(async () => {
      const latest = await request.get(`/api/cms/pages/${id}?draft=true&depth=0`, { headers })
      expect(((await latest.json()) as { title: string }).title).toBe(`${TITLE} (brouillon)`)
    }).toPass({ timeout: 15_000 })
    await page.goto(`/apercu?chemin=/${SLUG}`)
    await expect(page).toHaveURL(new RegExp(`/${SLUG}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TITLE} (brouillon)`)
    await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible()

    const visitor = await browser.newPage()
    await visitor.goto(`/${SLUG}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    // the preview is an editor's: a visitor asking for it is refused
    const refused = await visitor.request.get(`/apercu?chemin=/${SLUG}`, { maxRedirects: 0 })
    expect(refused.status()).toBe(401)
    expect(await refused.text()).toContain('Connectez-vous à l’administration')
    await visitor.close()

    await page.getByRole('link', { name: 'Quitter l’aperçu' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  } finally {
    await request.delete(`/api/cms/pages/${id}?trash=true`, { headers })
    for (const redirect of await findDocs(request, 'redirects', 'from', `/${SLUG}`))
      await request.delete(`/api/cms/redirects/${String(redirect.id)}`, { headers })
  }
})

test('ce qui est saisi pendant un enregistrement automatique reste, quand sa réponse arrive', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  await login(page)
  const id = await newPage(page, request, headers, 'Saisie sur une ligne lente')
  const autosave = (url: URL) =>
    url.pathname === `/api/cms/pages/${id}` && url.searchParams.get('autosave') === 'true'
  try {
    await addBlock(page, 0, 'Texte')
    const editor = page.locator('.rich-text-lexical [contenteditable="true"]:visible').last()
    await editor.click()
    await editor.pressSequentially('Premières lignes')
    await draftHolding(request, headers, id, 'Premières lignes', (draft) =>
      expect(draft.slug).toBe('saisie-sur-une-ligne-lente'),
    )
    await settled(page)
    // an autosave's answer sent before the typing leaves the editor as it is
    await expect(editor).toHaveText('Premières lignes')

    // the next autosave's answer is held on its way back, as on a slow line
    let holdOne: () => void = () => {}
    const held = new Promise<void>((resolve) => (holdOne = resolve))
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let sent = 0
    await page.route(autosave, async (route) => {
      const response = await route.fetch()
      if (sent++ === 0) {
        holdOne()
        await released
      }
      await route.fulfill({ response })
    })
    let answered = 0
    page.on('response', (response) => {
      if (autosave(new URL(response.url()))) answered++
    })
    await page.locator('#field-intro').fill('Premiers mots')
    await held

    // meanwhile the editor writes on in the rich text and the introduction, then the title
    await editor.click()
    await editor.press('End')
    await editor.pressSequentially(', et la fin.')
    await page.locator('#field-intro').fill('Premiers mots, puis la suite')
    await page.locator('#field-title').fill('Saisie sur une ligne lente, suite')
    release()
    // the held answer taken in, then the autosave of what was typed meanwhile
    await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await settled(page)

    await expect(page.locator('#field-intro')).toHaveValue('Premiers mots, puis la suite')
    await expect(editor).toHaveText('Premières lignes, et la fin.')
    await draftHolding(request, headers, id, 'Premiers mots, puis la suite', (draft) => {
      expect(draft.title).toBe('Saisie sur une ligne lente, suite')
      expect(JSON.stringify(draft)).toContain('Premières lignes, et la fin.')
    })
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await request.delete(`/api/cms/pages/${id}?trash=true`, { headers })
  }
})

test.describe('une publication planifiée, à l’heure de l’entreprise', () => {
  test.use({ timezoneId: 'Africa/Niamey' })

  test('« Planifier la publication » à la minute suivante : la page paraît d’elle-même, pas avant', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    const title = 'Chantier planifié essai'
    const slug = 'chantier-planifie-essai'
    const headers = await adminHeaders(request)
    await login(page)
    const id = await newPage(page, request, headers, title)
    try {
      await addBlock(page, 0, 'Texte')
      const editor = page.locator('.rich-text-lexical [contenteditable="true"]:visible').last()
      await editor.click()
      await editor.pressSequentially('Ouvert le mois prochain.')
      await settled(page)
      // the draft holds the whole text before it is scheduled
      await draftHolding(request, headers, id, 'Ouvert le mois prochain.', (draft) =>
        expect(draft.slug).toBe(slug),
      )

      // the arrow beside « Publier les modifications »
      await page.locator('.doc-controls__controls .popup-button').first().click()
      await page.getByRole('button', { name: 'Planifier la publication', exact: true }).click()
      const drawer = page.locator('.drawer--is-open').last()
      await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(
        `Planifier la publication de « ${title} »`,
      )
      // a page never published: the drawer offers to publish it, in every language (#59)
      await expect(drawer.getByRole('radio', { name: 'Publier', exact: true })).toBeChecked()
      await expect(drawer.getByRole('radio', { name: 'Annuler la publication' })).not.toBeChecked()
      await expect(drawer.getByText('Toutes les langues')).toBeVisible()
      const at = await scheduleNextMinute(page, drawer)

      // not before its time
      expect((await request.get(`/${slug}`)).status()).toBe(404)
      await expect(async () => {
        const visitor = await request.get(`/${slug}`)
        expect(visitor.status()).toBe(200)
        expect(await visitor.text()).toContain('Ouvert le mois prochain.')
      }).toPass({ timeout: 200_000, intervals: [2_000] })
      // within the minute after its time
      expect(Date.now()).toBeLessThan(at.getTime() + 60_000 + 15_000)
    } finally {
      await request.delete(`/api/cms/pages/${id}?trash=true`, { headers })
    }
  })
})
