// features: dashboard, platform
import { expect, test } from '@playwright/test'

import { ADMIN_MENU } from '../../src/platform/plugins/adminMenu'

import { adminHeaders, login } from './support'

test('le menu latéral montre les 16 entrées de la spécification, la marque et le compte', async ({
  page,
}) => {
  await login(page)
  const menu = page.getByRole('list', { name: "Menu d'administration" })
  await expect(menu.getByRole('link')).toHaveText(
    ADMIN_MENU.map((entry) => new RegExp(`^${entry.label.replace(/[()]/g, '\\$&')}`)),
  )
  await expect(menu.getByRole('link', { name: /^Tableau de bord/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // the home page's equipment section and the machines are told apart by their names
  await expect(
    menu.getByRole('link', { name: /^Section Équipements \(accueil\)/ }),
  ).toHaveAttribute('href', '/admin/globals/section-equipment?locale=fr')
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Équipements', exact: true }),
  ).toHaveAttribute('href', '/admin/collections/equipment')
  const nav = page.locator('.bk-brand')
  await expect(nav.getByText('BK Multiservices')).toBeVisible()
  await expect(nav.getByText('BK', { exact: true })).toBeVisible()
  await expect(nav.getByText('admin@example.com')).toBeVisible()
  await expect(nav.getByText('Administrateur', { exact: true })).toHaveClass(/bk-role--admin/)
})

test('sans session, une adresse de la spécification mène à la connexion', async ({ page }) => {
  await page.goto('/admin/topbar')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('le tableau de bord compte les contenus et liste les 5 derniers avec leurs états', async ({
  page,
  request,
}) => {
  // the super-administrator reads every account; an administrator only reads their own
  const headers = await adminHeaders(request, 'superAdmin')
  const count = async (collection: string) =>
    (
      (await (await request.get(`/api/cms/${collection}?limit=1&depth=0`, { headers })).json()) as {
        totalDocs: number
      }
    ).totalDocs
  const expected = {
    Départements: await count('departments'),
    Équipements: await count('equipment'),
    Actualités: await count('news'),
    Utilisateurs: await count('users'),
  }
  await login(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
  for (const [label, value] of Object.entries(expected)) {
    await expect(page.locator('.bk-dash__stats li').filter({ hasText: label })).toContainText(
      String(value),
    )
  }
  await expect(
    page.getByRole('navigation', { name: 'Actions rapides' }).getByRole('link'),
  ).toHaveText([
    'Nouveau département',
    'Nouvel équipement',
    'Nouvelle actualité',
    'Envoyer des fichiers',
  ])
  const recentNews = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Actualités récentes' }) })
  await expect(recentNews.locator('li')).toHaveCount(5)
  await expect(recentNews.locator('.bk-pill').first()).toHaveText(/^(Publié|Brouillon)$/)
  const recentEquipment = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Équipements récents' }) })
  await expect(recentEquipment.locator('.bk-pill').first()).toHaveText(/^(Disponible|Occupé)$/)
  // the latest quote requests, each a link to its screen with its stage (#59); one made read at
  // once, so that the unread counts other files read do not move
  const sent = await request.post('/api/quote-requests', {
    data: {
      name: 'Tableau Debord',
      email: 'tableau@example.com',
      phone: '+227 90 11 22 44',
      message: 'Une niveleuse pour deux semaines.',
    },
  })
  const { reference } = ((await sent.json()) as { data: { reference: string } }).data
  const read = await request.patch(`/api/cms/quote-requests/${Number(reference.slice(4))}`, {
    headers,
    data: { status: 'read' },
  })
  expect(read.status()).toBe(200)
  const [last] = (
    (await (
      await request.get('/api/cms/quote-requests?limit=1&sort=-createdAt&depth=0', { headers })
    ).json()) as { docs: { id: number; name: string; company?: string | null }[] }
  ).docs
  await page.reload()
  const recentRequests = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Demandes de devis récentes' }) })
  await expect(recentRequests.locator('.bk-pill').first()).toHaveText(
    /^(Nouveau|Qualifié|Devis envoyé|Accepté|Perdu)$/,
  )
  const latest = recentRequests.getByRole('link', {
    name: `DEV-${String(last!.id).padStart(6, '0')} — ${last!.company || last!.name}`,
  })
  await latest.click()
  await expect(page).toHaveURL(/\/admin\/collections\/quote-requests\/\d+$/)
})

test('le menu Messages porte le nombre de demandes non lues', async ({ page, request }) => {
  const sent = await request.post('/api/quote-requests', {
    data: {
      name: 'Moussa Issa',
      email: 'moussa@example.com',
      phone: '+227 90 11 22 33',
      message: 'Location d’une pelle pour un mois.',
    },
  })
  expect(sent.status()).toBe(201)
  const headers = await adminHeaders(request)
  const unread = (
    (await (
      await request.get('/api/cms/quote-requests?where[status][equals]=new&limit=1', { headers })
    ).json()) as { totalDocs: number }
  ).totalDocs
  expect(unread).toBeGreaterThan(0)
  await login(page)
  const messages = page
    .getByRole('list', { name: "Menu d'administration" })
    .getByRole('link', { name: /^Messages/ })
  await expect(messages.locator('.bk-menu__badge')).toHaveText(String(unread))
})

test('une session expirée, sur n’importe quel écran, renvoie à la connexion avec un message, puis au même écran', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/homepage/sections')
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeVisible()
  // the session ends (expired, or closed elsewhere): the next call answers 401
  await page.context().clearCookies()
  await page.getByRole('switch', { name: 'Newsletter' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?expired=1&redirect=%2Fadmin%2Fhomepage%2Fsections/)
  await expect(page.getByRole('status').filter({ hasText: 'session' })).toHaveText(
    'Votre session a expiré. Veuillez vous reconnecter.',
  )
  await page.getByLabel('E-mail').fill('admin@example.com')
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin1234')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/homepage\/sections$/)
  // nothing was changed by the refused click
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
})

for (const { width, height, open } of [
  { width: 1440, height: 900, open: true },
  { width: 1024, height: 768, open: true },
  { width: 375, height: 812, open: false },
]) {
  test(`à ${width} px, le menu est ${open ? 'ouvert' : 'derrière son bouton, comme sur un téléphone'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await login(page)
    const menu = page.getByRole('list', { name: "Menu d'administration" })
    if (open) {
      await expect(menu.getByRole('link', { name: 'Tableau de bord' })).toBeInViewport()
      await expect(menu.getByRole('link', { name: 'Maintenance' })).toBeVisible()
      // the brand and the account beside it, none of it cut
      const brand = page.locator('.bk-brand').first()
      await expect(brand).toBeInViewport({ ratio: 1 })
    }
    // the company's mark in the header, whole (Payload's breadcrumb cut it at 16 px)
    const mark = page.locator('.step-nav .bk-header-brand').first()
    const box = await mark.boundingBox()
    const shown = await mark.evaluate((element) => {
      const home = element.closest('.step-nav__home') ?? element.parentElement!
      return home.getBoundingClientRect().width
    })
    expect(shown).toBeGreaterThanOrEqual(Math.floor(box!.width))
    if (open) {
      await expect(page.locator('.nav').first()).toHaveClass(/nav--nav-open/)
    } else {
      // Payload's closed nav keeps its place off the page, transparent
      await expect(page.locator('.nav').first()).not.toHaveClass(/nav--nav-open/)
    }
  })
}
