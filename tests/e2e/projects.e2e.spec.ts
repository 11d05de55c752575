// features: projects, search
import { expect, test } from '@playwright/test'

const SAKOIRA = 'Forage et château d’eau pour le village de Sakoïra'

test('/realisations : les projets, filtrés par département, chacun sa page, celle de son département et celles de ses engins', async ({
  page,
}) => {
  await page.goto('/realisations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos réalisations')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(6)

  const filter = page.getByRole('navigation', { name: 'Filtrer les réalisations par département' })
  await filter.getByRole('link', { name: 'Hydraulique' }).click()
  await expect(page).toHaveURL(/\/realisations\?departement=hydraulique$/)
  await expect(filter.getByRole('link', { name: 'Hydraulique' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Tillabéri')
  await expect(cards.first()).toContainText('février 2025 – mai 2025')

  await page.getByRole('link', { name: SAKOIRA }).click()
  await expect(page).toHaveURL(
    /\/realisations\/forage-et-chateau-d-eau-pour-le-village-de-sakoira$/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAKOIRA)
  await expect(page.getByText('Commune rurale de Sakoïra')).toBeVisible()
  await expect(
    page.getByText('Les femmes ne font plus deux heures de marche pour l’eau.'),
  ).toBeVisible()
  const machines = page.getByRole('region', { name: 'Le matériel engagé' })
  await expect(machines.getByRole('heading', { name: 'Motopompe 6 pouces' })).toBeVisible()

  // its department's page lists it
  await page
    .getByRole('complementary', { name: 'Le projet en bref' })
    .getByRole('link', { name: 'Hydraulique' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydraulique')
  const ofDepartment = page.getByRole('region', { name: 'Nos réalisations' })
  await expect(ofDepartment.getByRole('link', { name: SAKOIRA })).toBeVisible()
  await ofDepartment.getByRole('link', { name: 'Toutes les réalisations du département' }).click()
  await expect(page).toHaveURL(/\/realisations\?departement=hydraulique$/)
  await expect(cards).toHaveCount(1)

  // and so does the page of a machine it used
  await page.goto('/equipements/motopompe-6-pouces')
  const usedOn = page.getByRole('region', { name: 'Sur nos chantiers' })
  await expect(usedOn.getByRole('link', { name: SAKOIRA })).toBeVisible()

  // an unknown department shows every project; an unknown project is the 404 page
  await page.goto('/realisations?departement=inconnu')
  await expect(cards).toHaveCount(6)
  const missing = await page.goto('/realisations/chantier-inconnu')
  expect(missing?.status()).toBe(404)
})

test('la recherche du site trouve un projet par son lieu, accents ignorés', async ({ page }) => {
  await page.goto('/recherche?q=sakoira')
  const found = page.getByRole('region', { name: /Réalisations/ })
  await expect(found.getByRole('link', { name: new RegExp(SAKOIRA) })).toBeVisible()
})
