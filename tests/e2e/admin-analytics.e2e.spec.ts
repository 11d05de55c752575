import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

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
  const headers = await apiHeaders(request)
  expect((await request.post('/api/admin/analytics/reset', { headers })).status()).toBe(200)
  const path = `/e2e-statistiques-${Date.now()}`
  const title = 'Page de test des statistiques'
  // a visit of three views (3 × 30 s) from a search engine, and a direct visit that bounces (90 s)
  for (let view = 0; view < 3; view += 1) {
    await pageView(request, {
      path,
      title,
      sessionId: `${path}-a`,
      referrer: 'https://www.google.com/',
      duration: 30,
    })
  }
  await pageView(request, { path: '/', title: 'Accueil', sessionId: `${path}-b`, duration: 90 })

  await login(page)
  await page.goto('/admin/analytics')
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
  await expect(topPages(page).getByRole('listitem').first()).toContainText(`${title}${path}3 vues`)
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
  await pageView(request, { path: '/contact', title: 'Contact', sessionId: `${path}-c` })
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
  await expect(topPages(page)).not.toContainText(path)
})

test('Statistiques : un chargement ou une réinitialisation qui échoue est signalé', async ({
  page,
}) => {
  await login(page)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible()

  await page.route('**/api/admin/analytics', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'panne' } }),
  )
  await page.getByRole('button', { name: 'Actualiser' }).click()
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Erreur lors du chargement des données analytics' })
  await expect(banner).toBeVisible()
  await page.unroute('**/api/admin/analytics')
  await banner.getByRole('button', { name: 'Réessayer' }).click()
  await expect(banner).toHaveCount(0)

  await page.route('**/api/admin/analytics/reset', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'panne' } }),
  )
  expect(await resetFromScreen(page, true)).toBe(RESET_QUESTION)
  await expect(page.getByText('Impossible de réinitialiser les analytics.')).toBeVisible()
})
