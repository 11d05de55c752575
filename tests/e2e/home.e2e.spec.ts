// features: home, site
import { expect, test } from '@playwright/test'
import { adminHeaders, versionOf, withGlobal } from './support'

test('la page d’accueil est servie en français avec le contenu de démonstration', async ({
  page,
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle(/BK Multiservices/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Bâtir l'avenir du Niger")
  await expect(
    page.locator('#accueil').getByText('Habituez-vous à payer moins cher', { exact: true }),
  ).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav.getByRole('link')).toHaveText([
    'Accueil',
    'Domaines',
    'Location & Vente',
    'Actualités',
    'Contact',
  ])
  for (const name of [
    'BTP & Travaux Publics',
    'Hydraulique',
    "Location & Vente d'Engins",
    'Automobile',
    'Électronique',
    'Commerce Général',
  ]) {
    await expect(page.locator('#btp').getByRole('heading', { name, exact: true })).toBeVisible()
  }
  await expect(
    page.getByText(`© 2024–${new Date().getFullYear()} BK Multiservices. Tous droits réservés.`),
  ).toBeVisible()
})

test('chaque réponse porte les en-têtes de sécurité', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
})

test('une adresse inconnue affiche la page 404', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('une section modifiée par un administrateur apparaît dès la requête suivante', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Bâtir l'avenir du Niger")

  const login = await request.post('/api/cms/users/login', {
    data: { email: 'admin@example.com', password: 'admin1234' },
  })
  const { token } = (await login.json()) as { token: string }
  const save = (title: string) =>
    request.post('/api/cms/globals/section-hero', {
      headers: { Authorization: `JWT ${token}` },
      data: { title },
    })

  expect((await save('Construire ensemble le Niger')).status()).toBe(200)
  try {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construire ensemble le Niger')
  } finally {
    expect((await save("Bâtir l'avenir du Niger")).status()).toBe(200)
  }
})

test('le pied de page montre son logo envoyé à la place des initiales', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const media = (await (
    await request.get('/api/cms/media?limit=1&depth=0', { headers })
  ).json()) as { docs: { id: number; url: string }[] }
  const logo = media.docs[0]!
  await page.goto('/')
  const footer = page.locator('#pied-de-page')
  await expect(footer.getByText('BK', { exact: true }).first()).toBeVisible()
  await withGlobal(request, 'section-footer', { companyLogoImage: logo.id }, async () => {
    await expect(async () => {
      await page.goto('/')
      await expect(footer.locator('img').first()).toHaveAttribute('src', versionOf(logo.url))
    }).toPass({ timeout: 10_000 })
  })
})

test('un réseau social sans adresse de page n’a pas d’icône ; une page de l’entreprise en a une', async ({
  page,
  request,
}) => {
  // the built-in addresses are the networks' home pages: no icon would lead to the company
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0)
  await expect(footer.locator('a[href="https://www.facebook.com/"]')).toHaveCount(0)
  await expect(page.locator('a[href="https://twitter.com/"]')).toHaveCount(0)

  const profile = 'https://www.facebook.com/bkmultiservices'
  await withGlobal(
    request,
    'section-footer',
    { socialLinks: { facebook: profile, linkedin: '', twitter: '' } },
    async () => {
      await expect(async () => {
        await page.goto('/')
        await expect(footer.locator(`a[href="${profile}"]`)).toHaveCount(1, { timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
    },
  )
})
