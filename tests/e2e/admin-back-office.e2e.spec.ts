import { expect, type Page, test } from '@playwright/test'

import { login, save, settled } from './support'

/** Back office as the company's own tool (issue: French dates, spec's list sizes, editors). */

const FRENCH_DATE =
  /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}\b/

/** Picks an option of one of Payload's selects (react-select), by the field's path. */
async function choose(page: Page, path: string, option: string) {
  await page.locator(`#field-${path.replace(/\./g, '__')} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('les listes datent en français : « 23 novembre 2026 à 19:32 » ; les actualités vont par 12 et se cherchent aussi dans le contenu', async ({
  page,
}) => {
  await login(page)
  await page.goto('/admin/collections/news')
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(12)
  await expect(rows.first()).toContainText(FRENCH_DATE)
  await expect(rows.first()).not.toContainText(/\b(AM|PM)\b/)

  // a word found only in an article's content
  await page.goto('/admin/collections/news?search=reprofilage')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Lancement des travaux de la route Niamey–Tillabéri')
})

test('le logo de la barre supérieure ne montre que les champs du type et du fond choisis', async ({
  page,
}) => {
  await login(page)
  await page.goto('/admin/globals/top-bar')
  await page.getByRole('button', { name: 'Logo', exact: true }).click()
  await settled(page)
  const image = page.locator('#field-branding__logoImage')
  const letters = page.getByLabel('Lettres du logo')
  const solid = page.getByText('Couleur de fond', { exact: true })
  const gradient = page.getByText('Dégradé de fond', { exact: true })

  // the demo's logo: letters on a gradient
  await expect(letters).toBeVisible()
  await expect(image).toHaveCount(0)
  await expect(gradient).toBeVisible()
  await expect(solid).toHaveCount(0)

  await choose(page, 'branding.logoType', 'Image')
  await expect(image).toBeVisible()
  await expect(letters).toHaveCount(0)

  await choose(page, 'branding.logoBackground', 'Uni')
  await expect(solid).toBeVisible()
  await expect(gradient).toHaveCount(0)

  await choose(page, 'branding.logoBackground', 'Transparent')
  await expect(solid).toHaveCount(0)
  await expect(gradient).toHaveCount(0)
  // nothing is saved: leaving drops the changes
})

test('le pied de page annonce les liens protégés', async ({ page }) => {
  await login(page)
  await page.goto('/admin/globals/section-footer')
  await expect(page.getByText('Liens protégés :')).toBeVisible()
})

test('une page publique ouverte dans un autre onglet se met à jour dès qu’une section est coupée dans l’administration', async ({
  context,
}) => {
  const visitor = await context.newPage()
  await visitor.goto('/')
  const newsletter = visitor.locator('#newsletter')
  await expect(newsletter).toBeVisible()

  const admin = await context.newPage()
  await login(admin)
  await admin.goto('/admin/globals/section-newsletter')
  const toggle = admin.getByRole('switch')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  try {
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    // the other tab hears homepageDataUpdated (BroadcastChannel) and renders again: well before
    // its 120 s refresh
    await expect(newsletter).toHaveCount(0, { timeout: 10_000 })
  } finally {
    if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
  }
  await expect(newsletter).toBeVisible({ timeout: 10_000 })
})

test('un enregistrement par le bouton Sauvegarder prévient aussi les pages publiques ouvertes ailleurs', async ({
  context,
}) => {
  const visitor = await context.newPage()
  await visitor.goto('/')
  const admin = await context.newPage()
  await login(admin)
  await admin.goto('/admin/globals/section-hero')
  const subtitle = admin.getByLabel('Sous-titre')
  const before = await subtitle.inputValue()
  const changed = `Sous-titre en direct ${Date.now()}`
  try {
    await subtitle.fill(changed)
    await save(admin)
    await expect(visitor.locator('#accueil')).toContainText(changed, { timeout: 10_000 })
  } finally {
    await subtitle.fill(before)
    await save(admin)
  }
})
