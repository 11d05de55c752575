import { expect, test } from '@playwright/test'

import { expectAccessible } from './support'

const PAGES = [
  '/',
  '/departements',
  '/departement/btp',
  '/equipements',
  '/services',
  '/catalogue',
  '/actualites',
  '/actualites/1',
  '/politique-de-confidentialite',
  '/mentions-legales',
  '/page-inconnue',
]

for (const path of PAGES) {
  for (const width of [375, 1440]) {
    test(`axe : aucune violation grave sur ${path} à ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expectAccessible(page)
    })
  }
}
