// features: search
import { expect, test } from '@playwright/test'

import { expectAccessible } from './support'

test('la recherche de l’en-tête trouve articles, engins et départements, sans tenir compte des accents', async ({
  page,
}) => {
  // the box stands in the strip above the header from 1024 px; below, a magnifier leads to the page
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const box = page.getByRole('searchbox', { name: 'Rechercher sur le site' })
  await box.fill('chateau MARADI')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/recherche\?q=chateau\+MARADI$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche')
  const news = page.getByRole('region', { name: /^Actualités/ })
  const article = news.getByRole('link', { name: /Réhabilitation du château d’eau de Maradi/ })
  await expect(article).toBeVisible()
  await expect(page.getByRole('status')).toContainText('pour « chateau MARADI »')
  await expectAccessible(page, { everyImpact: true })

  await page.goto('/recherche?q=pelle%20cat')
  await expect(
    page.getByRole('region', { name: /^Équipements/ }).getByRole('link', {
      name: /Pelle hydraulique CAT 320/,
    }),
  ).toHaveAttribute('href', '/equipements/pelle-hydraulique-cat-320')

  await page.goto('/recherche?q=hydraulique')
  await expect(
    page.getByRole('region', { name: /^Départements/ }).getByRole('link', { name: /Hydraulique/ }),
  ).toBeVisible()
})

test('sur un téléphone, la loupe ouvre la recherche ; rien trouvé ou trop court, la page le dit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeHidden()
  await page.getByRole('link', { name: 'Rechercher sur le site' }).click()
  await expect(page).toHaveURL(/\/recherche$/)
  await expect(page.getByRole('status')).toHaveText(/Tapez au moins deux lettres/)
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Rechercher sur le site' })
  await box.fill('zzzz-introuvable')
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Aucun résultat pour « zzzz-introuvable ».')
  await expectAccessible(page, { everyImpact: true })
  // the results are no page for search engines
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
