// features: site
import { expect, type Page, test } from '@playwright/test'

/** What a visitor's 404 page holds in `locale`, read from the page as the server sent it. */
async function expectNotFoundPage(page: Page, locale: 'fr' | 'en', address: string) {
  const words = {
    fr: {
      navigation: 'Navigation principale',
      text: "La page demandée n'existe pas ou n'est plus en ligne.",
      home: ["Retour à l'accueil", '/'],
    },
    en: {
      navigation: 'Main navigation',
      text: 'The page you asked for does not exist or is no longer online.',
      home: ['Back to the home page', '/en'],
    },
  }[locale]
  await expect(page.locator('html'), address).toHaveAttribute('lang', locale)
  await expect(page, address).toHaveTitle(/^404 — Oops! Page not found/)
  await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('Oops! Page not found')
  await expect(page.getByText('404', { exact: true }), address).toBeVisible()
  await expect(page.getByText(words.text), address).toBeVisible()
  // the site's header and footer: the menu, the company's phone and WhatsApp, the site search
  await expect(page.getByRole('navigation', { name: words.navigation }), address).toBeVisible()
  await expect(page.locator('footer a[href^="tel:"]').first(), address).toBeVisible()
  await expect(page.locator('footer a[href^="https://wa.me/"]').first(), address).toBeVisible()
  await expect(page.locator('form[role="search"]').first(), address).toBeAttached()
  await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute('content', /noindex/)
  const [name, href] = words.home
  await expect(page.getByRole('link', { name, exact: true }), address).toHaveAttribute('href', href)
}

test('le 404 est rendu par le serveur, sans JavaScript, dans l’en-tête et le pied de page de sa langue', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    for (const [address, locale] of [
      ['/cette-page-n-existe-pas', 'fr'],
      ['/actualites/999999', 'fr'],
      ['/equipements/engin-inconnu', 'fr'],
      ['/realisations/chantier-inconnu', 'fr'],
      ['/departements/inconnu', 'fr'],
      ['/a/b/c', 'fr'],
      ['/en/equipment/no-such-machine', 'en'],
      ['/en/news/999999', 'en'],
      ['/en/no-such-page', 'en'],
    ] as const) {
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(404)
      expect(response?.headers()['cache-control'], address).toBe('no-store')
      expect(page.url(), address).toMatch(new RegExp(`${address}$`))
      await expectNotFoundPage(page, locale, address)
    }
    // the page's own address is no page found either
    for (const address of ['/introuvable', '/en/not-found'])
      expect((await page.goto(address))?.status(), address).toBe(404)
  } finally {
    await context.close()
  }
})

test('avec JavaScript, le 404 garde l’adresse demandée et son menu mène aux pages du site', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/actualites/999999')
  expect(response?.status()).toBe(404)
  await expectNotFoundPage(page, 'fr', '/actualites/999999')
  await page.waitForLoadState('load')
  expect(new URL(page.url()).pathname).toBe('/actualites/999999')
  // the language switch leads to the same address in English (the browser's, not the 404 page's)
  await page
    .getByRole('navigation', { name: 'Autres langues du site' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL(/\/en\/news\/999999$/)
  await expectNotFoundPage(page, 'en', '/en/news/999999')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/en\/privacy-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
  expect(errors).toEqual([])
})
