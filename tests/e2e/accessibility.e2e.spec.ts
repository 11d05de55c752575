// features: platform
import { expect, type Page, test } from '@playwright/test'

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
  '/realisations',
  '/realisations/forage-et-chateau-d-eau-pour-le-village-de-sakoira',
  '/politique-de-confidentialite',
  '/mentions-legales',
  '/page-inconnue',
]

for (const path of PAGES) {
  for (const width of [375, 1440]) {
    test(`axe : aucune violation sur ${path} à ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expectAccessible(page, { everyImpact: true })
    })
  }
}

/** What opens over a page: each must be as accessible as the page under it. */
const OPENED = [
  {
    name: 'le menu mobile',
    path: '/',
    width: 375,
    open: (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' }).click(),
  },
  {
    name: 'la fiche d’un équipement',
    path: '/equipements',
    width: 1440,
    open: (page: Page) =>
      page
        .getByRole('button', { name: /^Voir les détails/ })
        .first()
        .click(),
  },
  {
    name: 'la fiche d’un département',
    path: '/departements',
    width: 375,
    open: (page: Page) =>
      page
        .getByRole('button', { name: /^Découvrir/ })
        .first()
        .click(),
  },
  {
    name: 'un article dans sa fenêtre',
    path: '/actualites',
    width: 1440,
    open: (page: Page) =>
      page
        .getByRole('button', { name: /^Lire la suite/ })
        .first()
        .click(),
  },
]

for (const { name, path, width, open } of OPENED) {
  test(`axe : aucune violation avec ${name} ouvert (${path}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await open(page)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page, { everyImpact: true })
  })
}
