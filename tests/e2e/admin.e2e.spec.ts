// features: accounts
import { expect, test } from '@playwright/test'

const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' }

test('un visiteur anonyme est renvoyé vers la connexion, qui affiche les comptes de test en mode démo', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  const hint = page.getByRole('complementary', { name: 'Comptes de test' })
  await expect(hint).toContainText('admin@example.com / admin1234')
  await expect(hint).toContainText('superadmin@example.com / superadmin1234')
})

test('un mauvais mot de passe est refusé en français', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Email ou mot de passe incorrect', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('l’administrateur de démonstration se connecte et voit le tableau de bord', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Départements' }).first()).toBeVisible()
})

test('l’API REST de Payload refuse les écritures anonymes', async ({ request }) => {
  const response = await request.post('/api/cms/departments', { data: { name: 'Pirate' } })
  expect(response.status()).toBe(403)
  const list = await request.get('/api/cms/departments?where[name][equals]=Pirate')
  expect((await list.json()).totalDocs).toBe(0)
})
