// features: site, quotes, newsletter
import { expect, test, type Page } from '@playwright/test'

import { findDocs, frenchTextsOn } from './support'

/**
 * #63: the site before its JavaScript has run (2G, an old phone) or without it: the mobile menu
 * opens, a quote request and a newsletter sign-up are stored once and acknowledged with what to
 * keep, in the page's language. The listings' cards are links: card-links.e2e.
 */
test.use({ javaScriptEnabled: false })

const shot = (
  page: Page,
  name: string,
  width: number,
  testInfo: { outputPath: (name: string) => string },
) => page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })

test('à 375 px sans JavaScript, « Ouvrir le menu » ouvre le tiroir et ses liens mènent à leurs pages', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const drawer = page.locator('#menu')
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await expect(drawer).toBeVisible()
  const links = drawer.getByRole('link')
  await expect(links).toContainText([
    'Accueil',
    'Domaines',
    'Location & Vente',
    'Actualités',
    'Contact',
  ])
  await shot(page, 'menu-sans-script', 375, testInfo)
  // closed by its cross
  await drawer.getByRole('link', { name: 'Fermer le menu' }).click()
  await expect(drawer).toBeHidden()
  // a section of the home page: the drawer gives way to it
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await links.filter({ hasText: 'Actualités' }).click()
  await expect(page).toHaveURL(/\/#actualites$/)
  await expect(drawer).toBeHidden()
  await expect(page.locator('#actualites')).toBeInViewport()
  // from another page, the home page's section
  await page.goto('/equipements')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await page.locator('#menu').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.getByRole('form', { name: 'Demande de devis' })).toBeVisible()
})

for (const width of [375, 1440])
  test(`à ${width} px sans JavaScript, une demande de devis est enregistrée une fois et sa référence donnée`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const name = `Sans Script ${width}`
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: 'Demande de devis' })
    await form.getByLabel('Nom et prénom *').fill(name)
    await form.getByLabel('Adresse email *').fill(`sans.script.${width}@example.com`)
    await form.getByLabel('Téléphone *').fill('+227 96 63 00 00')
    await form.getByLabel('Service').selectOption('location')
    await form
      .getByLabel('Décrivez votre projet en détail *')
      .fill('Une niveleuse pour une piste à Tahoua.')
    await form.getByRole('button', { name: 'Envoyer la demande' }).click()

    await expect(page).toHaveURL(/\/merci\?demande=DEV-\d{6}&code=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande de devis envoyée')
    await expect(page).toHaveTitle(/^Demande de devis envoyée/)
    const reference = (await page.locator('[data-reference]').textContent())!
    expect(reference).toMatch(/^DEV-\d{6}$/)
    await expect(page.getByText('Votre demande a bien été envoyée.')).toBeVisible()
    await shot(page, 'demande-envoyee', width, testInfo)

    // the back button and « Envoyer » again: the same request, not a second one
    await page.goBack()
    await expect(form.getByLabel('Nom et prénom *')).toHaveValue(name)
    await form.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(page.locator('[data-reference]')).toHaveText(reference)
    const stored = await findDocs(request, 'quote-requests', 'name', name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ service: 'location', locale: 'fr' })

    // the address with another reference is no receipt
    const forged = new URL(page.url())
    forged.searchParams.set('demande', 'DEV-999999')
    expect((await page.goto(forged.href))!.status()).toBe(404)
  })

test('sur /en sans JavaScript, l’inscription à la newsletter mène à une page anglaise, enregistrée une fois', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 900 })
  const email = 'plain.reader@example.com'
  await page.goto('/en')
  const box = page.locator('#newsletter')
  await box.getByRole('textbox').fill(email)
  await box.getByRole('button').click()
  await expect(page).toHaveURL(/\/en\/thank-you\?newsletter=1$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter sign-up')
  await expect(page).toHaveTitle(/^Newsletter sign-up/)
  expect(await frenchTextsOn(page)).toEqual([])
  await shot(page, 'newsletter-en', 375, testInfo)
  const stored = await findDocs(request, 'subscribers', 'email', email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ locale: 'en', status: 'pending' })
})

test.describe('le script arrivé', () => {
  test.use({ javaScriptEnabled: true })

  test('à 375 px, le menu ouvert avant le script devient la fenêtre du menu, qui se ferme pour de bon', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    // what a tap before the script leaves: the address on #menu
    await page.goto('/#menu')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('#menu')).toBeHidden()
  })
})
