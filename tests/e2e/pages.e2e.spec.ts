// features: equipment, departments, legal
import { expect, test } from '@playwright/test'

test('/equipements : onglets, paramètre category lu et écrit, libellés hérités', async ({
  page,
}) => {
  await page.goto('/equipements?category=Engins%20BTP')
  await expect(page.getByRole('tab', { name: 'BTP' })).toHaveAttribute('aria-selected', 'true')
  const cards = page.getByRole('tabpanel').locator('article')
  await expect(cards).toHaveCount(4)
  await expect(cards.first()).toContainText('BTP')

  await page.getByRole('tab', { name: 'Véhicules' }).click()
  await expect(page).toHaveURL(/category=VEHICULE$/)
  await expect(cards).toHaveCount(5)
  await expect(page.getByRole('tabpanel')).toContainText('Camion benne Mercedes Actros')
  await page.getByRole('tab', { name: 'Tous' }).click()
  await expect(page).toHaveURL(/\/equipements$/)
  await expect(cards).toHaveCount(16)

  await page.goto('/equipements?category=V%C3%A9hicules')
  await expect(page.getByRole('tab', { name: 'Véhicules' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('/equipements : neuf emplacements pendant le chargement, erreur avec « Réessayer », liste vide', async ({
  page,
}) => {
  await page.goto('/equipements')
  let release: () => void = () => undefined
  await page.route('**/api/equipment?*', async (route) => {
    await new Promise<void>((resolve) => (release = resolve))
    await route.continue()
  })
  await page.getByRole('tab', { name: 'Engins' }).click()
  await expect(page.getByTestId('equipment-placeholder')).toHaveCount(9)
  release()
  await expect(page.getByRole('tabpanel').locator('article')).toHaveCount(3)
  await page.unroute('**/api/equipment?*')

  await page.route('**/api/equipment?*', (route) => route.abort())
  await page.getByRole('tab', { name: 'Matériel' }).click()
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
    'Erreur lors du chargement des équipements',
  )
  await page.unroute('**/api/equipment?*')
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible()

  await page.route('**/api/equipment?*', (route) =>
    route.fulfill({ json: { success: true, data: [] } }),
  )
  await page.getByRole('tab', { name: 'BTP' }).click()
  await expect(page.getByText('Aucun équipement trouvé', { exact: true })).toBeVisible()
})

test('/equipements : la fiche montre statut, unités, spécifications présentes et caractéristiques', async ({
  page,
}) => {
  await page.goto('/equipements')
  await page
    .getByRole('button', { name: 'Voir les détails : Grue mobile Liebherr LTM 1050' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Grue mobile Liebherr LTM 1050' })
  await expect(dialog.getByText('En location', { exact: true })).toBeVisible()
  // a long sheet opens at its top, on its corner close button, not scrolled down to its last button
  await expect(dialog.getByRole('button', { name: 'Fermer' }).first()).toBeFocused()
  await expect(dialog.getByRole('button', { name: 'Fermer' }).first()).toBeInViewport()
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0)
  await expect(dialog.getByText('Disponible immédiatement')).toHaveCount(0)
  await expect(dialog.getByText('0 unité disponible')).toBeVisible()
  // a machine's facts (EQUIPMENT_FACT_KEYS) beside its price, each under its label
  await expect(dialog.getByRole('term').filter({ hasText: /^Localisation$/ })).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: 'Niamey, Niger' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Caractéristiques' })).toBeVisible()
  await expect(dialog.getByText('Opérateur disponible')).toBeVisible()
  await expect(dialog.getByText('Marque')).toBeVisible()
  await dialog.getByRole('button', { name: 'Fermer' }).last().click()
  await expect(dialog).toBeHidden()

  await page
    .getByRole('button', { name: 'Voir les détails : Chariot élévateur Toyota 3 t' })
    .click()
  await expect(page.getByRole('dialog').getByText('4 unités disponibles')).toBeVisible()
})

test('/catalogue : recherche, filtre, « Contacter » désactivé si indisponible, PDF téléchargé', async ({
  page,
}) => {
  await page.goto('/catalogue')
  const cards = page.locator('main ul > li article')
  await expect(cards).toHaveCount(16)
  await page.getByPlaceholder('Rechercher un équipement...').fill('ACTROS')
  await expect(cards).toHaveCount(1)
  await page.getByPlaceholder('Rechercher un équipement...').fill('introuvable')
  await expect(page.getByText('Aucun équipement trouvé pour votre recherche.')).toBeVisible()
  await page.getByPlaceholder('Rechercher un équipement...').fill('')
  await page.getByLabel('Catégorie').selectOption({ label: 'Véhicules' })
  await expect(cards).toHaveCount(5)
  await expect(
    page.getByRole('button', { name: 'Contacter pour Porte-engins Renault Kerax' }),
  ).toBeDisabled()
  // the two vehicles for sale of the spec's catalogue
  await page.getByLabel('Offre').selectOption({ label: 'Vente' })
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: 'Toyota Hilux double cabine' })).toContainText(
    /Prix de vente\s*25\s000\s000\sF?\s?CFA/,
  )
  await page.getByLabel('Offre').selectOption({ label: 'Tous' })
  await expect(
    page.getByRole('button', { name: 'Contacter pour Camion benne Mercedes Actros' }),
  ).toBeEnabled()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('catalogue-bk-multiservices.pdf')

  await page.getByRole('button', { name: 'Détails : Camion benne Mercedes Actros' }).click()
  await expect(page.getByRole('dialog', { name: 'Camion benne Mercedes Actros' })).toBeVisible()
})

test('/services : six secteurs, « En savoir plus » vers la page du département, retour', async ({
  page,
}) => {
  await page.goto('/catalogue')
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous Nos Services')
  await expect(page.locator('main article')).toHaveCount(6)
  await page.getByRole('link', { name: 'En savoir plus : Automobile' }).click()
  await expect(page).toHaveURL(/\/departement\/automobile$/)
  await page.goBack()
  await page.getByRole('button', { name: 'Retour' }).click()
  await expect(page).toHaveURL(/\/catalogue$/)
})

test('« Demander un Devis » d’une autre page ouvre le formulaire pré-rempli de l’accueil', async ({
  page,
}) => {
  await page.goto('/departement/location')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Location & Vente d'Engins")
  await page.getByRole('button', { name: 'Demander un devis' }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  const form = page.getByRole('form', { name: 'Demande de devis' })
  await expect(form.getByLabel('Sujet')).toHaveValue("Demande de devis - Location & Vente d'Engins")
  await expect(form.getByLabel('Service')).toHaveValue('location')
})

test('/departements : toutes les cartes, la fiche et le retour à l’accueil ; un département inconnu est une 404', async ({
  page,
}) => {
  await page.goto('/departements')
  await expect(page.getByRole('button', { name: /^Découvrir / })).toHaveCount(6)
  await page.getByRole('button', { name: 'Découvrir Électronique' }).click()
  await expect(page.getByRole('dialog', { name: 'Électronique' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL(/\/$/)

  const response = await page.goto('/departement/inconnu')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test('/equipements : la réponse tardive d’un onglet précédent ne remplace pas le dernier choisi', async ({
  page,
}) => {
  await page.goto('/equipements')
  let releaseEngins: () => void = () => undefined
  await page.route('**/api/equipment?*category=ENGIN*', async (route) => {
    await new Promise<void>((resolve) => (releaseEngins = resolve))
    await route.continue()
  })
  await page.getByRole('tab', { name: 'Engins' }).click()
  await page.getByRole('tab', { name: 'Véhicules' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel).toContainText('Camion benne Mercedes Actros')
  releaseEngins()
  await page.waitForTimeout(1_000)
  await expect(panel).toContainText('Camion benne Mercedes Actros')
  await expect(panel).not.toContainText('Grue mobile Liebherr LTM 1050')
})

test('/equipements : les cartes offrent leur image en webp aux tailles de Payload', async ({
  page,
}) => {
  await page.goto('/equipements')
  const picture = page.getByRole('tabpanel').locator('article img').first()
  await expect(picture).toHaveAttribute(
    'srcset',
    /^\S+-400x300\.webp\?v=\w+ 400w, \S+-800x600\.webp\?v=\w+ 800w$/,
  )
})

test('/equipements : la fiche s’ouvre même si le premier téléchargement de son code échoue', async ({
  page,
}) => {
  await page.goto('/equipements')
  // the page's own code is there and hydrated: the next script asked for is the dialog's
  await page.waitForLoadState('networkidle')
  const failed: string[] = []
  await page.route('**/_next/static/chunks/**', (route) => {
    if (failed.length > 0) return route.continue()
    failed.push(route.request().url())
    return route.abort('failed')
  })
  await page
    .getByRole('button', { name: 'Voir les détails : Grue mobile Liebherr LTM 1050' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Grue mobile Liebherr LTM 1050' })).toBeVisible()
  expect(failed, 'un téléchargement a bien échoué').toHaveLength(1)
})

test('depuis l’accueil, « Nos services » (pied de page) et le catalogue (Location & Vente) sont atteignables', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nos services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/#location')
  await page.locator('#location').getByRole('link', { name: 'Catalogue des équipements' }).click()
  await expect(page).toHaveURL(/\/catalogue$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('les liens légaux du pied de page ouvrent leurs pages ; la confidentialité dit ses durées et ses coordonnées', async ({
  page,
}) => {
  const pages = [
    [
      'Politique de Confidentialité',
      '/politique-de-confidentialite',
      'Politique de confidentialité',
    ],
    ['CGV', '/conditions-generales', 'Conditions générales'],
    ['Mentions Légales', '/mentions-legales', 'Mentions légales'],
  ] as const
  for (const [label, path, title] of pages) {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: label, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
  await page.goto('/politique-de-confidentialite')
  await expect(page.getByText('loi n° 2017-28', { exact: false })).toBeVisible()
  const retention = page.getByRole('region', { name: 'Durées de conservation' })
  await expect(retention).toContainText('Pages vues détaillées : 90 jours')
  await expect(page.getByRole('region', { name: 'Nous contacter' })).toContainText('@')
})
