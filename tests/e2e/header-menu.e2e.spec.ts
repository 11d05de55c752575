// features: site
import { expect, test } from '@playwright/test'

import { withGlobal } from './support'

/**
 * #59, point 9: the header holds eight menu items from 1024 to 1440 px without wrapping: those
 * the bar has no room for wait in « Plus », which opens before the scripts have run.
 */
const EIGHT = [
  'Accueil',
  'Domaines',
  'Location & Vente',
  'Actualités',
  'Contact',
  'Nos réalisations',
  'Catalogue',
  'Recherche',
].map((name, index) => ({
  name,
  href: [
    '/#accueil',
    '/#domaines',
    '/#location',
    '/#actualites',
    '/#contact',
    '/realisations',
    '/catalogue',
    '/recherche',
  ][index],
  order: index + 1,
  isActive: true,
}))

test('huit éléments de menu tiennent sur une ligne de 1024 à 1440 px, le reste sous « Plus »', async ({
  page,
  request,
}, testInfo) => {
  await withGlobal(request, 'top-bar', { navigation: { items: EIGHT } }, async () => {
    for (const [width, inBar] of [
      [1024, 3],
      [1280, 5],
      [1440, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/realisations')
      const nav = page.getByRole('navigation', { name: 'Navigation principale' })
      const shown = nav.locator(':scope > ul > li > a:visible')
      await expect(shown).toHaveCount(inBar)
      // one line: every item, « Plus » and the call to action on the same row
      const boxes = await nav
        .locator(':scope > ul > li:visible')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1)
      expect(Math.max(...boxes.map((box) => box.height))).toBeLessThan(48)
      const cta = page.getByRole('banner').getByRole('link', { name: 'Obtenir un Devis' })
      expect((await cta.boundingBox())!.height).toBeLessThan(48)
      const right = Math.max(...boxes.map((box) => box.right))
      expect(right).toBeLessThanOrEqual((await cta.boundingBox())!.x)

      await nav.getByText('Plus', { exact: true }).click()
      const more = nav.getByRole('list', { name: 'Autres pages du menu' })
      await expect(more.getByRole('link')).toHaveCount(EIGHT.length - inBar)
      await expect(more.getByRole('link', { name: 'Recherche' })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`menu-${width}.png`) })
      await more.getByRole('link', { name: 'Catalogue' }).click()
      await expect(page).toHaveURL(/\/catalogue$/)
    }
  })
  // the menu put back has its English words again: the next file's /en reads them
  await page.goto('/en/projects')
  const english = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(english.getByRole('link', { name: 'Rental & Sale' })).toBeVisible()
  await expect(english.getByRole('link', { name: 'Location & Vente' })).toHaveCount(0)
})

test('le menu par défaut montre ses cinq éléments sans « Plus » à 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/realisations')
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await expect(nav.locator(':scope > ul > li > a:visible')).toHaveCount(5)
  await expect(nav.getByText('Plus', { exact: true })).toBeHidden()
})
