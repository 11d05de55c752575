// features: analytics
import path from 'node:path'

import { createClient } from '@libsql/client'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { E2E_DATA_DIR } from '../helpers/e2eSuite'
import { adminHeaders, expectAccessible, login } from './support'

const RESET_QUESTION =
  'Êtes-vous sûr de vouloir réinitialiser toutes les statistiques ? Cette action est irréversible.'

/** The /api/admin routes take the session token as a Bearer. */
async function apiHeaders(request: APIRequestContext) {
  const { Authorization } = await adminHeaders(request)
  return { Authorization: Authorization.replace('JWT', 'Bearer') }
}

type View = { path: string; title: string; sessionId: string; referrer?: string; duration?: number }

async function pageView(request: APIRequestContext, data: View) {
  const response = await request.post('/api/analytics/beacon', { data: { type: 'pageview', data } })
  expect(response.status()).toBe(204)
}

/** The visitor leaves the page: the time spent, which the server caps at what has passed. */
async function leave(request: APIRequestContext, data: Omit<View, 'title'>) {
  const response = await request.post('/api/analytics/beacon', { data: { type: 'duration', data } })
  expect(response.status()).toBe(204)
}

/** Statistics from nothing, through the /api (the other tests' views gone). */
async function resetAnalytics(request: APIRequestContext) {
  const headers = await apiHeaders(request)
  expect((await request.post('/api/admin/analytics/reset', { headers })).status()).toBe(200)
  return headers
}

/**
 * The session's views moved `seconds` back in the e2e server's database, as if the visit had
 * begun then: the server gives a view no more time than has passed since it.
 */
async function begunAgo(sessionId: string, seconds: number) {
  const database = createClient({ url: `file:${path.join(E2E_DATA_DIR, 'site.db')}` })
  try {
    const { rows } = await database.execute({
      sql: 'SELECT id, created_at FROM page_views WHERE session_id = ? ORDER BY id',
      args: [sessionId],
    })
    for (const [index, row] of rows.entries()) {
      const createdAt = new Date(Date.now() - (seconds - index) * 1000).toISOString()
      await database.execute({
        sql: 'UPDATE page_views SET created_at = ?, updated_at = ? WHERE id = ?',
        args: [createdAt, createdAt, row.id],
      })
    }
  } finally {
    database.close()
  }
}

const trendCard = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Indicateurs des 30 derniers jours' })
    .getByRole('listitem')
    .filter({ hasText: label })
const detailCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Détails' }).getByRole('listitem').filter({ hasText: label })
const topPages = (page: Page) => page.getByRole('region', { name: 'Pages les plus visitées' })

/** Clicks Réinitialiser and answers the browser's confirmation; returns the question asked. */
async function resetFromScreen(page: Page, accept: boolean): Promise<string> {
  const question = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
  await page.getByRole('button', { name: 'Réinitialiser' }).click()
  return question
}

test('un visiteur non connecté qui ouvre les statistiques arrive sur la connexion', async ({
  page,
}) => {
  await page.goto('/admin/analytics')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fanalytics$/)
})

test('Statistiques : les visites enregistrées s’affichent, s’actualisent et se réinitialisent après confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await resetAnalytics(request)
  const run = `e2e-statistiques-${Date.now()}`
  // a visit of three views of /services from a search engine (its last one read 30 s), and a
  // direct visit that bounces (150 s); the beacons' titles and durations are the visitor's
  // claims: the top page is named by the site, and a view starts at 0 s
  for (let view = 0; view < 3; view += 1) {
    await pageView(request, {
      path: '/services',
      title: 'Titre inventé par la balise',
      sessionId: `${run}-a`,
      referrer: 'https://www.google.com/',
      duration: 86_400,
    })
  }
  await pageView(request, { path: '/', title: 'Accueil', sessionId: `${run}-b`, duration: 86_400 })
  await begunAgo(`${run}-a`, 200)
  await begunAgo(`${run}-b`, 180)
  await leave(request, { path: '/services', sessionId: `${run}-a`, duration: 30 })
  await leave(request, { path: '/', sessionId: `${run}-b`, duration: 150 })

  await login(page, 'admin', '/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible()
  await expect(
    page.getByText(/^Dernière mise à jour : \d{1,2} \S+ \d{4} à \d{2}:\d{2}:\d{2}$/),
  ).toBeVisible()

  const visits = trendCard(page, 'Visites')
  await expect(visits.locator('.bk-analytics__value')).toHaveText('2')
  await expect(visits).toContainText('+100 %')
  await expect(detailCard(page, 'Pages vues')).toContainText('4')
  await expect(detailCard(page, 'Pages vues')).toContainText('Taux de rebond : 50 %')
  await expect(detailCard(page, 'Visiteurs uniques')).toContainText('Durée moyenne : 1,5 min')
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Moteurs de recherche' }),
  ).toContainText('1 visite (50 %)')
  await expect(topPages(page).getByRole('listitem').first()).toContainText(
    'Nos services/services3 vues',
  )
  await expectAccessible(page)

  // revenue in millions of FCFA with one decimal, the figure the server computes
  const current = await request.get('/api/admin/analytics', { headers })
  expect(current.status()).toBe(200)
  const answer = (await current.json()) as { data: { equipment: { totalRevenue: number } } }
  const millions = (answer.data.equipment.totalRevenue / 1_000_000).toLocaleString('fr-FR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  // called what it is (#16): an estimate from what is on rent, with the way it is computed
  const revenue = trendCard(page, 'Revenu locatif estimé (mois)')
  await expect(revenue.locator('.bk-analytics__value')).toHaveText(`${millions} M FCFA`)
  await expect(revenue.locator('.bk-analytics__value')).toHaveText(/^\d+,\d\sM FCFA$/)
  await expect(revenue).toContainText('Équipements en location × prix par jour × 30 jours')

  // a new visit shows after Actualiser
  await pageView(request, { path: '/contact', title: 'Contact', sessionId: `${run}-c` })
  await page.getByRole('button', { name: 'Actualiser' }).click()
  await expect(page.getByText('Données actualisées')).toBeVisible()
  await expect(visits.locator('.bk-analytics__value')).toHaveText('3')

  // cancelled: nothing is erased
  expect(await resetFromScreen(page, false)).toBe(RESET_QUESTION)
  await expect(visits.locator('.bk-analytics__value')).toHaveText('3')

  expect(await resetFromScreen(page, true)).toBe(RESET_QUESTION)
  await expect(page.getByText('Analytics réinitialisés')).toBeVisible()
  await expect(visits.locator('.bk-analytics__value')).toHaveText('0')
  await expect(visits).toContainText('0 %')
  await expect(topPages(page)).toContainText('Aucune visite enregistrée pour le moment.')
  await expect(topPages(page)).not.toContainText('Nos services')
})

test('Statistiques : un chargement ou une réinitialisation qui échoue est signalé', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible()

  // the screen asks the server through its server actions (a POST to its own address)
  const failActions = () =>
    page.route('**/admin/analytics', (route) =>
      route.request().method() === 'POST' && route.request().headers()['next-action']
        ? route.fulfill({ status: 500, body: 'panne' })
        : route.fallback(),
    )
  await failActions()
  await page.getByRole('button', { name: 'Actualiser' }).click()
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Erreur lors du chargement des données analytics' })
  await expect(banner).toBeVisible()
  await page.unroute('**/admin/analytics')
  await banner.getByRole('button', { name: 'Réessayer' }).click()
  await expect(banner).toHaveCount(0)

  await failActions()
  expect(await resetFromScreen(page, true)).toBe(RESET_QUESTION)
  await expect(page.getByText('Impossible de réinitialiser les analytics.')).toBeVisible()
})

test('Statistiques : une adresse introuvable n’est pas une page vue, et le revenu estimé paraît une fois', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await resetAnalytics(request)
  const beacons: string[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/analytics/beacon')) beacons.push(sent.postData() ?? '')
  })

  // a visitor opens an article that does not exist, switches app (what sends a view and its
  // duration at once: a beacon sent while a page unloads is not one Playwright can watch), then
  // does the same on a real page
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
  expect((await page.goto('/actualites/999999'))?.status()).toBe(404)
  await hide()
  await page.goto('/services')
  await hide()
  await expect.poll(() => beacons.some((body) => body.includes('"path":"/services"'))).toBe(true)
  expect(beacons.filter((body) => body.includes('999999'))).toEqual([])

  // a beacon forged for the same address (a robot) does not reach « Pages les plus visitées »
  for (let view = 0; view < 3; view += 1) {
    await pageView(request, {
      path: '/actualites/999999',
      title: 'Page introuvable',
      sessionId: `e2e-introuvable-${Date.now()}-${view}`,
    })
  }

  await login(page, 'admin', '/admin/analytics')
  await expect(topPages(page).getByRole('listitem').first()).toContainText('Nos services/services')
  await expect(topPages(page)).not.toContainText('999999')
  await expect(page.getByText('Revenu locatif estimé (mois)', { exact: true })).toHaveCount(1)
  await expect(detailCard(page, 'Parc en location')).toContainText(/\d+ équipements loués sur \d+/)
})
