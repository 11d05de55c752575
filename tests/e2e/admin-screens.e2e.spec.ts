// features: maintenance, quotes, newsletter, departments
import { expect, test } from '@playwright/test'

import { adminHeaders, findDocs, login, save, withGlobal } from './support'

test('la maintenance se démarre, avance et s’arrête depuis son écran ; le site suit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  await login(page, 'admin', '/admin/maintenance')
  await expect(page).toHaveURL(/\/admin\/globals\/maintenance$/)
  const status = page.locator('.bk-maintenance__status')
  await expect(status).toHaveText(/^Site en ligne/)
  // the screen is not reloaded over the spec's toasts (a reload would drop this mark)
  await page.evaluate(() => Object.assign(window, { bkSameScreen: true }))
  const sameScreen = () => page.evaluate(() => 'bkSameScreen' in window)
  try {
    await page.getByRole('button', { name: 'Démarrer la maintenance' }).click()
    await expect(status).toHaveText(/^Maintenance en cours/)
    await expect(page.getByText('Maintenance activée', { exact: true })).toBeVisible()
    await expect(page.getByText('Progression : 0%')).toBeVisible()
    expect(await sameScreen()).toBe(true)
    await expect(async () => {
      const home = await request.get('/', { maxRedirects: 0 })
      expect(home.status()).toBe(302)
      expect(home.headers().location).toMatch(/\/maintenance$/)
    }).toPass({ timeout: 10_000 })

    await page.getByRole('button', { name: '75%' }).click()
    await expect(page.getByText('Progression : 75%')).toBeVisible()
    await expect(page.getByText('Progression mise à jour à 75%', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '75%' })).toHaveAttribute('aria-pressed', 'true')
    const live = (await (await request.get('/api/maintenance/status')).json()) as {
      data: { progress: number }
    }
    expect(live.data.progress).toBe(75)

    await page.getByRole('button', { name: 'Arrêter la maintenance' }).click()
    await expect(status).toHaveText(/^Site en ligne/)
    await expect(page.getByText('Maintenance désactivée', { exact: true })).toBeVisible()
    expect(await sameScreen()).toBe(true)
    // the form took the stored state: nothing is left to save, nothing asks before leaving
    await expect(page.getByRole('button', { name: 'Sauvegarder', exact: true })).toBeDisabled()
  } finally {
    await request.post('/api/admin/maintenance/stop', {
      headers: { Authorization: headers.Authorization.replace('JWT', 'Bearer') },
    })
  }
  await expect(async () =>
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200),
  ).toPass({ timeout: 20_000 })
})

test('Messages : une demande non lue est en gras ; l’ouvrir la marque lue, sans toucher aux mots du client', async ({
  page,
  request,
}) => {
  const email = `inbox-${Date.now()}@example.com`
  const sent = await request.post('/api/quote-requests', {
    data: {
      name: 'Halima Boubacar',
      email,
      phone: '+227 91 00 00 00',
      subject: 'Forage à Maradi',
      message: 'Un forage pour notre école.',
    },
  })
  expect(sent.status()).toBe(201)
  const headers = await adminHeaders(request)
  const unread = async () =>
    (
      (await (
        await request.get('/api/cms/quote-requests?where[status][equals]=new&limit=1', { headers })
      ).json()) as { totalDocs: number }
    ).totalDocs
  const before = await unread()
  await login(page, 'admin', '/admin/contacts')
  const row = page.getByRole('row').filter({ hasText: 'Forage à Maradi' })
  // its stage and its status, both « Nouveau »
  await expect(row.first().getByText('Nouveau', { exact: true })).toHaveCount(2)
  await expect(row.first().getByRole('cell').first()).toHaveCSS('font-weight', '700')
  const badge = page
    .getByRole('list', { name: "Menu d'administration" })
    .getByRole('link', { name: /^Messages/ })
    .locator('.bk-menu__badge')
  await expect(badge).toHaveText(String(before))

  await row.first().getByRole('link', { name: 'Halima Boubacar' }).click()
  // the customer's words, read only (Save is for the pipeline's own fields, #42)
  await expect(page.locator('#field-message')).toHaveValue('Un forage pour notre école.')
  await expect(page.locator('#field-message')).not.toBeEditable()
  await expect(page.locator('#field-name')).not.toBeEditable()
  // opening it marked it read: the stored status, and the menu's count
  await expect(page.getByRole('button', { name: 'Marquer comme non lu' })).toBeVisible()
  await expect
    .poll(async () => (await findDocs(request, 'quote-requests', 'email', email))[0]?.status)
    .toBe('read')
  if (before > 1) await expect(badge).toHaveText(String(before - 1))
  else await expect(badge).toHaveCount(0)
  // one way to answer: from the back office, mailed from the company's address (#59)
  await expect(page.getByRole('button', { name: 'Répondre', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Répondre par email' })).toHaveCount(0)
  // leaving asks nothing (the status was stored, not edited)
  await page.goto('/admin/contacts')
  await expect(row.first().getByText('Lu', { exact: true })).toBeVisible()
  await expect(row.first().getByRole('cell').first()).not.toHaveCSS('font-weight', '700')

  // back to unread on demand
  await row.first().getByRole('link', { name: 'Halima Boubacar' }).click()
  await page.getByRole('button', { name: 'Marquer comme non lu' }).click()
  await expect(page.getByText('Message marqué « Nouveau »')).toBeVisible()
  expect((await findDocs(request, 'quote-requests', 'email', email))[0]?.status).toBe('new')
})

test('les listes écrivent les prix, les oui/non, les statuts et les vides comme le site', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/collections/equipment?limit=100')
  const table = page.locator('.table')
  await expect(table).toBeVisible()
  await expect(table).not.toContainText('<Pas de')
  await expect(table).not.toContainText('vrai')
  await expect(table.getByText(/^\d{1,3}(\s\d{3})+\sF\sCFA$/).first()).toBeVisible()
  await expect(table.getByText('—').first()).toBeVisible()
  await expect(table.locator('.bk-pill').filter({ hasText: /^Oui$/ }).first()).toBeVisible()
  await expect(
    table
      .locator('.bk-pill')
      .filter({ hasText: /^Disponible$/ })
      .first(),
  ).toBeVisible()
  for (const path of ['/admin/collections/subscribers', '/admin/collections/outgoing-emails']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('body')).not.toContainText('<Pas de')
  }
})

test('les abonnés à la newsletter s’exportent en CSV depuis leur liste', async ({
  page,
  request,
}) => {
  const email = `csv-${Date.now()}@example.com`
  const waiting = `attente-${Date.now()}@example.com`
  for (const address of [email, waiting])
    expect(
      (await request.post('/api/newsletter/subscribe', { data: { email: address } })).status(),
    ).toBe(200)
  // double opt-in: only the address whose owner confirmed it is exported
  const [subscriber] = await findDocs(request, 'subscribers', 'email', email)
  expect(subscriber?.status).toBe('pending')
  expect(
    (
      await request.patch(`/api/cms/subscribers/${subscriber?.id}`, {
        headers: await adminHeaders(request),
        data: { status: 'confirmed' },
      })
    ).status(),
  ).toBe(200)
  await login(page, 'admin', '/admin/collections/subscribers')
  const link = page.getByRole('link', { name: 'Exporter en CSV' })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('abonnes-newsletter.csv')
  const { readFile } = await import('node:fs/promises')
  const csv = await readFile((await download.path()) as string, 'utf8')
  expect(csv).toContain(`"${email}";"Section newsletter"`)
  expect(csv).not.toContain(waiting)
})

test('la liste des départements : couleur, 3 services « +N autres », activation immédiate visible sur le site', async ({
  page,
  request,
}) => {
  await login(page, 'admin', '/admin/departments')
  const row = page.getByRole('row').filter({ hasText: 'Hydraulique' })
  await expect(row).toContainText("Forages, Châteaux d'eau, Adduction d'eau potable +2 autres")
  await expect(row.locator('.bk-color__dot')).toBeVisible()
  const toggle = row.getByRole('switch')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  try {
    await toggle.click()
    await expect(page.getByText('Département désactivé avec succès')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(async () => {
      const html = await (await request.get('/departements')).text()
      expect(html).not.toContain('Découvrir Hydraulique')
    }).toPass({ timeout: 10_000 })
  } finally {
    if ((await toggle.getAttribute('aria-checked')) === 'false') {
      await toggle.click()
      await expect(page.getByText('Département activé avec succès')).toBeVisible()
    }
  }
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
})

test('la liste des actualités publie ou met en brouillon un article d’un clic', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/news')
  const row = page.getByRole('row').filter({ hasText: 'Brouillon : bilan annuel des chantiers' })
  const toggle = row.getByRole('switch')
  await expect(toggle).toHaveText('Brouillon')
  await toggle.click()
  await expect(page.getByText('Article publié avec succès')).toBeVisible()
  await expect(toggle).toHaveText('Publié')
  await toggle.click()
  await expect(page.getByText('Article mis en brouillon avec succès')).toBeVisible()
  await expect(toggle).toHaveText('Brouillon')
})

test('les lignes des listes portent le nom de leur élément', async ({ page }) => {
  await login(page, 'admin', '/admin/partners')
  await expect(page).toHaveURL(/\/admin\/globals\/section-partners$/)
  // the list's own tab (the screen opens on the last tab this account chose)
  await page.getByRole('button', { name: 'Partenaires', exact: true }).click()
  await expect(page.getByText('Sahel Construction', { exact: true }).first()).toBeVisible()
  await page.goto('/admin/topbar')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByText('Location & Vente', { exact: true }).first()).toBeVisible()
})

test.describe('dates en français, à l’heure de l’entreprise (Niamey) même sur un appareil réglé ailleurs', () => {
  // New York: 6 hours behind Niamey in November; every time below would read 12:33 on its clock
  test.use({ timezoneId: 'America/New_York' })

  test('le début de la maintenance se lit et se choisit en jj/mm/aaaa hh:mm, sur 24 heures', async ({
    page,
    request,
  }) => {
    await withGlobal(
      request,
      'maintenance',
      { startTime: '2026-11-26T17:33:00.000Z' },
      async () => {
        await login(page, 'admin', '/admin/globals/maintenance')
        const start = page.locator('#field-startTime .react-datepicker__input-container input')
        await expect(start).toHaveValue('26/11/2026 18:33')
        await page.screenshot({ path: 'test-results/maintenance-start-1440.png' })
        await start.click()
        const times = page.locator('.react-datepicker__time-list')
        await expect(times).toBeVisible()
        await expect(times.getByText('18:30', { exact: true })).toBeVisible()
        await expect(times).not.toContainText('PM')
        await expect(page.locator('.react-datepicker__current-month')).toHaveText(/novembre 2026/)
        await page.keyboard.press('Escape')

        // typed on the company's clock, stored as that instant
        await start.fill('27/11/2026 09:15')
        await start.press('Enter')
        await save(page)
        const headers = await adminHeaders(request)
        const stored = (await (
          await request.get('/api/cms/globals/maintenance?depth=0', { headers })
        ).json()) as { startTime: string }
        expect(stored.startTime).toBe('2026-11-27T08:15:00.000Z')
      },
    )
  })

  test('les listes datent aussi à l’heure de l’entreprise', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const [latest] = (
      (await (
        await request.get('/api/cms/media?limit=1&sort=-updatedAt&depth=0', { headers })
      ).json()) as { docs: { id: number; filename: string; updatedAt: string }[] }
    ).docs
    const niamey = new Intl.DateTimeFormat('fr-FR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Africa/Niamey',
    }).format(new Date(latest!.updatedAt))
    await login(page, 'admin', '/admin/collections/media?sort=-updatedAt')
    const row = page.locator('tbody tr').filter({ hasText: latest!.filename }).first()
    await expect(row).toContainText(niamey)

    // and a document's header, in place of Payload's dates on the device's clock
    await page.goto(`/admin/collections/media/${latest!.id}`)
    await expect(page.locator('.bk-document-dates')).toContainText(`Modifié le ${niamey}`)
    await expect(page.locator('.doc-controls__value-wrap').first()).toBeHidden()
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.screenshot({ path: `test-results/document-dates-${width}.png` })
    }
  })
})

test('chaque toast d’erreur porte le titre « Erreur », ceux de Payload comme ceux des écrans du site', async ({
  page,
}) => {
  const errorToast = (message: RegExp) =>
    page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: message })

  // Payload's own: a save it refuses
  await login(page, 'superAdmin', '/admin/collections/news/create')
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  const refused = errorToast(
    /Le champ suivant n’est pas valide|Les champs suivants ne sont pas valides/,
  )
  await expect(refused).toBeVisible()
  await expect(refused.locator('[data-title]')).toHaveText('Erreur')
  await expect(refused.getByRole('button', { name: 'Fermer la notification' })).toBeVisible()

  // a screen of the site: the settings' optimisation, refused by the server
  await page.route('**/api/admin/database/optimize', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message:
          'Une sauvegarde ou une optimisation est en cours : réessayez quand elle sera terminée.',
      }),
    }),
  )
  await page.goto('/admin/settings')
  await page.getByRole('button', { name: 'Optimiser la base de données' }).click()
  const busy = errorToast(/Une sauvegarde ou une optimisation est en cours/)
  await expect(busy).toBeVisible()
  await expect(busy.locator('[data-title]')).toHaveText('Erreur')
  await expect(busy.locator('[data-description]')).toHaveText(
    'Une sauvegarde ou une optimisation est en cours : réessayez quand elle sera terminée.',
  )
})
