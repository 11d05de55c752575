// features: home
import { expect, type Page, test } from '@playwright/test'

import { PLACEHOLDER_PHONE } from '../../src/lib/company'
import { adminHeaders, findDocs, versionOf, withGlobal } from './support'

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return rect.top < window.innerHeight && rect.bottom > 0
  })

test('les sections de l’accueil suivent l’ordre de la spécification, chacune sous son ancre', async ({
  page,
}) => {
  await page.goto('/')
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
  const order = [
    'accueil',
    'btp',
    'valeurs',
    'location',
    'services',
    'actualites',
    'newsletter',
    'partenaires',
    'contact',
  ]
  expect(ids.filter((id) => order.includes(id))).toEqual(order)
  // the calculator section is inactive by default
  await expect(page.getByRole('button', { name: 'Calculer le prix' })).toHaveCount(0)
  // the spec's « © 2024 » default, brought up to the current year
  await expect(page.locator('footer')).toContainText(
    `© 2024–${new Date().getFullYear()} BK Multiservices. Tous droits réservés.`,
  )
})

test('le menu suit le défilement et une ancre d’une autre page ramène à l’accueil', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByRole('link', { name: 'Contact' }).click()
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'aria-current',
    'location',
  )
  await expect.poll(() => inViewport(page, '#contact')).toBe(true)
  await nav.getByRole('link', { name: 'Domaines' }).click()
  await expect(nav.getByRole('link', { name: 'Domaines' })).toHaveAttribute(
    'aria-current',
    'location',
  )
  await expect(nav.getByRole('link', { name: 'Contact' })).not.toHaveAttribute(
    'aria-current',
    'location',
  )

  await page.goto('/catalogue')
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Location & Vente' })
    .click()
  await expect(page).toHaveURL(/\/(#location)?$/)
  await expect.poll(() => inViewport(page, '#location')).toBe(true)
})

test('sur mobile, le menu s’ouvre dans un tiroir latéral', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('link')).toContainText([
    'Accueil',
    'Domaines',
    'Location & Vente',
    'Actualités',
    'Contact',
  ])
  await drawer.getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect.poll(() => inViewport(page, '#contact')).toBe(true)
})

test('la fiche d’un département s’ouvre avec ses services, l’appel et l’email', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Découvrir Hydraulique' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hydraulique' })
  await expect(dialog.getByText('Forages', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Appeler maintenant' })).toHaveAttribute(
    'href',
    'tel:+22720723500',
  )
  const mail = await dialog.getByRole('link', { name: 'Envoyer un email' }).getAttribute('href')
  expect(decodeURIComponent(mail ?? '')).toBe(
    'mailto:contact@bk-multiservices.ne?subject=Demande de renseignements - Hydraulique',
  )
  await dialog.getByRole('link', { name: 'En savoir plus' }).click()
  await expect(page).toHaveURL(/\/departement\/hydraulique$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydraulique')
  await expect(page.getByRole('heading', { name: 'Équipements disponibles' })).toBeVisible()
})

for (const [width, perView] of [
  [767, 1],
  [768, 2],
] as const) {
  test(`le carrousel des catégories montre ${perView} carte(s) à ${width} px et boucle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const carousel = page.locator(
      '[aria-roledescription="carrousel"][aria-label="Catégories d’équipements"]',
    )
    await carousel.scrollIntoViewIfNeeded()
    const visibleTitles = () =>
      carousel.locator('li[aria-roledescription="diapositive"]').evaluateAll((slides) => {
        const frame = slides[0].closest('.overflow-hidden')!.getBoundingClientRect()
        return slides
          .filter((slide) => {
            const rect = slide.getBoundingClientRect()
            return rect.left >= frame.left - 30 && rect.right <= frame.right + 2
          })
          .map((slide) => slide.querySelector('h3')?.textContent)
      })
    await expect.poll(visibleTitles).toHaveLength(perView)
    const first = await visibleTitles()
    expect(first[0]).toBe('BTP & Construction')
    // 4 categories: arrows and dots are shown, and 'précédent' from the start wraps to the end
    await page.getByRole('button', { name: 'Catégorie précédente' }).click()
    await expect.poll(async () => (await visibleTitles()).at(-1)).toBe('Équipements Industriels')
    await page.getByRole('button', { name: 'Catégorie suivante' }).click()
    await expect.poll(async () => (await visibleTitles())[0]).toBe('BTP & Construction')
  })
}

test('un équipement en vedette s’ouvre en détail et « Demander un devis » pré-remplit le formulaire', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Voir les détails : Pelle hydraulique CAT 320' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pelle hydraulique CAT 320' })
  await expect(dialog.getByText('Vedette Premium')).toBeVisible()
  await expect(dialog.getByText('Disponible', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Disponible immédiatement')).toBeVisible()
  await expect(dialog.getByText('Garantie incluse')).toBeVisible()
  await expect(dialog.getByText(/^85\s000\sF\sCFA\/jour$/)).toBeVisible()
  // the fleet's record (#41): its three machines, as /equipements says
  await expect(dialog.getByText('3 unités disponibles')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Nous appeler' })).toHaveAttribute(
    'href',
    /^tel:\+227/,
  )
  await dialog.getByRole('button', { name: 'Demander un devis' }).click()
  await expect(dialog).toBeHidden()
  const form = page.getByRole('form', { name: 'Demande de devis' })
  await expect(form.getByLabel('Sujet')).toHaveValue(
    'Demande de devis : Pelle hydraulique CAT 320 — Location',
  )
  await expect(form.getByLabel('Service')).toHaveValue('location')
  await expect.poll(() => inViewport(page, '#contact')).toBe(true)
})

test('le calculateur donne les tarifs par défaut, seulement après « Calculer »', async ({
  page,
  request,
}) => {
  await withGlobal(request, 'section-quote-calculator', { isActive: true }, async () => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Calculer le prix' })
    await expect(button).toBeDisabled()
    await expect(page.getByText('Devis sous 24h')).toBeVisible()
    // the settings' rental conditions, the taxes' line first (#59)
    await expect(page.getByText('Prix hors taxes : TVA de 19 % en sus')).toBeVisible()
    await expect(page.getByText('Carburant inclus')).toBeVisible()
    const rates = {
      'Pelle hydraulique': ['85 000', '500 000', '1 800 000'],
      Bulldozer: ['95 000', '580 000', '2 100 000'],
      'Camion benne': ['65 000', '380 000', '1 400 000'],
      'Grue mobile': ['120 000', '700 000', '2 500 000'],
    }
    await page
      .getByLabel('Équipement', { exact: true })
      .selectOption({ label: 'Pelle hydraulique' })
    await expect(button).toBeDisabled()
    for (const [name, prices] of Object.entries(rates)) {
      await page.getByLabel('Équipement', { exact: true }).selectOption({ label: name })
      for (const [index, duration] of ['Jour', 'Semaine', 'Mois'].entries()) {
        await page.getByText(duration, { exact: true }).click()
        await expect(button).toBeEnabled()
        await button.click()
        // before tax, then the VAT and the total a quote of the same line would show
        const amount = Number(prices[index].replace(/ /g, ''))
        const written = (value: number) =>
          value.toLocaleString('fr-FR').replace(/\s/g, '\\s') + '\\sF\\sCFA'
        await expect(page.getByRole('status').filter({ hasText: 'Prix estimé' })).toContainText(
          new RegExp(
            `${written(amount)}\\shors taxes\\s*TVA 19 % : ${written(Math.round(amount * 0.19))} · Total TTC : ${written(Math.round(amount * 1.19))}`,
          ),
        )
      }
    }

    // a shown price always matches the choices: another duration or machine clears it
    const estimate = page.getByRole('status').filter({ hasText: 'Prix estimé' })
    await expect(estimate).toContainText('Prix estimé (mois)')
    await page.getByText('Semaine', { exact: true }).click()
    await expect(estimate).toHaveCount(0)
    await button.click()
    await expect(estimate).toContainText(/Prix estimé \(semaine\)\s*700\s000\sF\sCFA/)
    await page.getByLabel('Équipement', { exact: true }).selectOption({ label: 'Bulldozer' })
    await expect(estimate).toHaveCount(0)
  })
})

test('la newsletter enregistre l’adresse une seule fois, affiche le merci 3 secondes et garde l’étape suivante', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const section = page.locator('#newsletter')
  const input = section.getByPlaceholder('Votre adresse email')
  await section.getByRole('button', { name: "S'inscrire" }).click()
  await expect(section.getByRole('status')).toHaveText('')

  const address = `lecteur-${Date.now()}@example.com`
  for (let round = 0; round < 2; round += 1) {
    await input.fill(address)
    await section.getByRole('button', { name: "S'inscrire" }).click()
    const thanks = section.getByRole('status')
    await expect(thanks).toContainText('Merci pour votre inscription !')
    // double opt-in: the visitor is told, once, to open the confirmation mail
    await expect(thanks).toContainText('cliquez sur le lien que nous venons de vous envoyer')
    expect((await thanks.innerText()).match(/Merci/g)).toHaveLength(1)
    // the thanks go after 3 s (the specification's), the form comes back cleared…
    await expect(section.getByText('Merci pour votre inscription !')).toBeHidden({ timeout: 4_500 })
    await expect(input).toHaveValue('')
    // …and the next step stays under it until another address is typed
    await expect(section.getByRole('status')).toContainText('cliquez sur le lien')
  }
  await input.fill('autre@example.com')
  await expect(section.getByRole('status')).toHaveText('')
  expect(await findDocs(request, 'subscribers', 'email', address)).toHaveLength(1)
})

test('les 13 partenaires défilent seuls, toutes les 3 secondes', async ({ page }) => {
  await page.goto('/')
  const slides = page.locator('#partenaires li')
  await expect(slides).toHaveCount(13)
  const start = await slides.first().boundingBox()
  await expect
    .poll(async () => (await slides.first().boundingBox())?.x, { timeout: 7_000 })
    .not.toBe(start?.x)
})

test('une demande de devis est enregistrée ; un échec garde la saisie', async ({
  page,
  request,
}) => {
  // the page's clock, moved on at will: the confirmation must outlast any timer
  await page.clock.install()
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Demande de devis' })
  const email = `client-${Date.now()}@example.com`
  await form.getByLabel('Nom et prénom *').fill('Aïcha Moussa')
  await form.getByLabel('Adresse email *').fill(email)
  await form.getByLabel('Téléphone *').fill('+227 90 00 00 00')
  await form.getByLabel('Service').selectOption('hydraulique')
  await form.getByLabel('Budget').selectOption('5m-20m')
  await form
    .getByLabel('Décrivez votre projet en détail *')
    .fill('Forage pour un village de 800 habitants.')

  // a server that fails (a network that fails keeps the request: offline.e2e)
  await page.route('**/api/quote-requests', (route) =>
    route.fulfill({ status: 502, body: 'Bad Gateway' }),
  )
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    "L'envoi a échoué. Vérifiez votre connexion et réessayez.",
  )
  await expect(form.getByLabel('Nom et prénom *')).toHaveValue('Aïcha Moussa')
  await page.unroute('**/api/quote-requests')

  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(form.getByRole('status')).toHaveText(
    /^Votre demande a bien été envoyée\. Nous vous répondrons sous 24 heures\. Référence de votre demande : DEV-\d{6}\.$/,
  )
  await expect(form.getByLabel('Nom et prénom *')).toHaveValue('')
  const [stored] = await findDocs(request, 'quote-requests', 'email', email)
  expect(stored).toMatchObject({
    name: 'Aïcha Moussa',
    service: 'hydraulique',
    budget: '5m-20m',
    status: 'new',
  })
  await expect(form.getByRole('status')).toContainText(`DEV-${String(stored!.id).padStart(6, '0')}`)
  // a minute later the confirmation and its reference are still there
  await page.clock.fastForward(60_000)
  await expect(form.getByRole('status')).toContainText('Votre demande a bien été envoyée')
  // until the visitor begins another request
  await form.getByLabel('Nom et prénom *').fill('Autre demande')
  await expect(form.getByRole('status')).toHaveText('')
})

test('le pied de page : réseaux dans un nouvel onglet, WhatsApp sur le numéro du site, jamais sur le numéro fictif', async ({
  page,
  request,
}) => {
  const footer = page.locator('footer')
  // a network with the company's own page (the built-in ones are the networks' home pages)
  const profile = { socialLinks: { facebook: 'https://www.facebook.com/bkmultiservices' } }
  await withGlobal(request, 'section-footer', profile, async () => {
    await expect(async () => {
      await page.goto('/')
      await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'target',
        '_blank',
        { timeout: 1_000 },
      )
    }).toPass({ timeout: 15_000 })
  })
  // the general settings' number, which the footer does not override
  await page.reload()
  await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/22720723500',
  )
  // each save read again until the page shows it: a reload may meet the render before the save
  // (a CI run read the previous number for the whole wait, on one reload)
  await withGlobal(request, 'section-footer', { phone: '+227 96 12 34 56' }, async () => {
    await expect(async () => {
      await page.reload()
      await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/22796123456',
        { timeout: 1_000 },
      )
    }).toPass({ timeout: 15_000 })
  })
  await withGlobal(request, 'section-footer', { phone: PLACEHOLDER_PHONE }, async () => {
    await expect(async () => {
      await page.reload()
      await expect(footer).toContainText(PLACEHOLDER_PHONE, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0)
  })
})

test('une seule adresse et un seul téléphone sur l’accueil : ceux des paramètres généraux', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/XX XX/)
  for (const place of [
    page.getByRole('banner'),
    page.locator('#contact'),
    page.locator('footer'),
  ]) {
    await expect(place).toContainText('+227 20 72 35 00')
  }
  await expect(page.locator('#contact')).toContainText('Quartier Plateau, Niamey, Niger')
  await expect(page.locator('footer')).toContainText('Quartier Plateau, Niamey, Niger')
  await expect(page.locator('#contact')).toContainText('Lun-Ven: 8h-18h, Sam: 8h-13h')
})

test('le lien vers tous les départements n’apparaît qu’au-delà de six', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const all = page.locator('#btp').getByRole('link', { name: /Voir tous les départements/ })
  await expect(all).toHaveCount(0)
  // the banner's figure counts the active departments: never « 5 » beside six
  const tile = page.locator('#accueil dl > div').filter({ hasText: 'Départements' })
  await expect(tile.locator('dd').first()).toHaveText('6')
  const headers = await adminHeaders(request)
  const created = await request.post('/api/cms/departments', {
    headers,
    data: { name: 'Énergie solaire', description: 'Centrales et kits solaires.', isActive: true },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.reload()
    await expect(all).toHaveText('Voir tous les départements (7)')
    await expect(all).toHaveAttribute('href', '/departements')
    await expect(tile.locator('dd').first()).toHaveText('7')
    await expect(page.locator('#btp').getByRole('button', { name: /^Découvrir / })).toHaveCount(6)
  } finally {
    expect((await request.delete(`/api/cms/departments/${doc.id}`, { headers })).status()).toBe(200)
  }
})

test('sans équipement en vedette ni catégories, la section le dit et masque le carrousel', async ({
  page,
  request,
}) => {
  await withGlobal(
    request,
    'section-equipment',
    { featuredSource: 'list', featuredEquipments: [], showCategoriesSection: false },
    async () => {
      await page.goto('/')
      await expect(page.getByText('Aucun équipement en vedette pour le moment.')).toBeVisible()
      await expect(
        page.locator('[aria-roledescription="carrousel"][aria-label="Catégories d’équipements"]'),
      ).toHaveCount(0)
    },
  )
})

test('le pied de page se recharge sans recharger la page sur l’événement « branding mis à jour »', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer).toContainText('BK Multiservices')
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await withGlobal(request, 'section-footer', { companyName: 'BK Groupe Niger' }, async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('brandingUpdated')))
    await expect(footer).toContainText('BK Groupe Niger')
    // the same document: no reload happened
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
  })
})

test('un équipement en vedette montre sa miniature sur sa carte et sa galerie dans sa fiche', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const media = (
    (await (await request.get('/api/cms/media?limit=3&depth=0', { headers })).json()) as {
      docs: { id: number; url: string }[]
    }
  ).docs
  const stored = (await (
    await request.get('/api/cms/globals/section-equipment?depth=0', { headers })
  ).json()) as { featuredEquipments: Record<string, unknown>[] }
  const [first, ...others] = stored.featuredEquipments
  const featuredEquipments = [
    { ...first, thumbnail: media[0]!.id, gallery: [media[1]!.id, media[2]!.id] },
    ...others,
  ]
  await withGlobal(
    request,
    'section-equipment',
    { featuredSource: 'list', featuredEquipments },
    async () => {
      await page.goto('/')
      const card = page.locator('#location article').filter({ hasText: String(first!.name) })
      await expect(card.locator('img').first()).toHaveAttribute('src', versionOf(media[0]!.url))
      await card.getByRole('button', { name: /^Voir les détails/ }).click()
      const gallery = page.getByRole('dialog').getByRole('list', { name: 'Galerie' })
      await expect(gallery.locator('img')).toHaveCount(2)
      await expect(gallery.locator('img').nth(1)).toHaveAttribute('src', versionOf(media[2]!.url))
    },
  )
})
