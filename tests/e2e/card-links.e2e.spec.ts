// features: equipment, departments, news
import { expect, test } from '@playwright/test'

/**
 * #59, point 7: every card of /equipements, /actualites and /departements leads to its page by a
 * real link in the server's HTML (2G before the scripts, search engines); once the scripts have
 * run, the same click opens the card's dialog, as the specification wants.
 */
const LISTINGS = [
  { path: '/equipements', page: /\/equipements\/[a-z0-9-]+$/ },
  { path: '/actualites', page: /\/actualites\/[a-z0-9-]+$/ },
  { path: '/departements', page: /\/departement\/[a-z0-9-]+$/ },
]

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  for (const listing of LISTINGS)
    test(`${listing.path} : le titre de chaque carte est un lien vers sa page`, async ({
      page,
    }, testInfo) => {
      await page.goto(listing.path)
      const titles = page.locator(
        'main li h2 a, main li h3 a, main article h2 a, main article h3 a',
      )
      expect(await titles.count()).toBeGreaterThan(2)
      for (const href of await titles.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      ))
        expect(href).toMatch(listing.page)
      const first = titles.first()
      const name = (await first.textContent())!.trim()
      await page.screenshot({
        path: testInfo.outputPath(`cartes${listing.path.replace('/', '-')}-375.png`),
      })
      await first.click()
      await expect(page).toHaveURL(listing.page)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 20))
    })
})

for (const width of [375, 1440])
  test(`à ${width} px, avec JavaScript, le titre d’une carte ouvre sa fenêtre sans quitter la liste`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    for (const listing of LISTINGS) {
      await page.goto(listing.path)
      const title = page.locator('main h2 a, main h3 a').first()
      const name = (await title.textContent())!.trim()
      // hydrated: the link has its handler once the dialog can open
      await expect(async () => {
        await title.click()
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      expect(new URL(page.url()).pathname).toBe(listing.path)
      await expect(page.getByRole('dialog')).toContainText(name.slice(0, 20))
      await page.screenshot({
        path: testInfo.outputPath(`fenetre${listing.path.replace('/', '-')}-${width}.png`),
      })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  })
