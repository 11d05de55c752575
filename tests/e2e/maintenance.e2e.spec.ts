// features: maintenance
import { expect, type APIRequestContext, test } from '@playwright/test'

import { expectAccessible } from './support'

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'admin1234' },
  })
  return (await login.json()).data.token
}

test('la maintenance renvoie les visiteurs vers /maintenance (503) et les ramène à l’accueil ensuite', async ({
  page,
  request,
  browser,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }

  // a visitor already reading the home page when maintenance starts
  const reader = await browser.newPage()
  await reader.goto('/')
  // and one reading the English site on a phone (#59: the maintenance page has its English twin)
  const englishReader = await browser.newPage({ viewport: { width: 375, height: 800 } })
  await englishReader.goto('/en/equipment')

  const start = await request.post('/api/admin/maintenance/start', {
    headers,
    data: { title: 'Site en Maintenance', estimatedTime: '2-3 heures' },
  })
  expect(start.status()).toBe(200)
  try {
    await expect(async () => {
      const response = await page.goto('/equipements')
      expect(page.url()).toMatch(/\/maintenance$/)
      expect(response?.status()).toBe(503)
      expect(response?.headers()['retry-after']).toBe('3600')
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site en Maintenance')
    await expect(page.getByText('2-3 heures')).toBeVisible()
    await expect(page.getByTestId('elapsed-clock')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
    await expect(page.getByRole('link', { name: 'Appeler maintenant' })).toHaveAttribute(
      'href',
      /^tel:\+227/,
    )
    await expectAccessible(page, { everyImpact: true })

    // the admin and the API are never gated
    expect((await request.get('/admin/login')).status()).toBe(200)
    expect((await request.get('/api/health')).status()).toBe(200)

    // the open page moves by itself (status polled every 3 s)
    await expect(reader).toHaveURL(/\/maintenance$/, { timeout: 10_000 })

    // the newsletter box of the maintenance page
    await page.getByPlaceholder('Votre adresse email').fill('retour@example.com')
    await page.getByRole('button', { name: "S'inscrire" }).click()
    await expect(page.getByRole('status')).toContainText('Merci pour votre inscription !')

    // the English site's visitors get the page in English: the team's French title stays French
    await expect(englishReader).toHaveURL(/\/en\/maintenance$/, { timeout: 10_000 })
    await expect(englishReader.locator('html')).toHaveAttribute('lang', 'en')
    await expect(englishReader.getByRole('heading', { level: 1 })).toHaveText(
      'Site under maintenance',
    )
    for (const words of ['Estimated duration', 'Time elapsed', 'Urgent contact'])
      await expect(englishReader.getByText(words)).toBeVisible()
    await expect(englishReader.getByRole('link', { name: 'Call now' })).toBeVisible()
    await expect(englishReader.getByText(/Maintenance|Progression|Durée|Appeler/)).toHaveCount(0)
    await englishReader.screenshot({
      path: test.info().outputPath('maintenance-en-375.png'),
      fullPage: true,
    })
    const direct = await page.goto('/en/news')
    expect(direct?.status()).toBe(503)
    expect(new URL(page.url()).pathname).toBe('/en/maintenance')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({
      path: test.info().outputPath('maintenance-en-1440.png'),
      fullPage: true,
    })
  } finally {
    expect((await request.post('/api/admin/maintenance/stop', { headers })).status()).toBe(200)
  }

  await expect(async () => {
    await page.goto('/maintenance')
    expect(new URL(page.url()).pathname).toBe('/')
  }).toPass({ timeout: 10_000 })
  await expect(reader).toHaveURL(/\/$/, { timeout: 10_000 })
  await expect(englishReader).toHaveURL(/\/en$/, { timeout: 10_000 })
  await reader.close()
  await englishReader.close()
})
