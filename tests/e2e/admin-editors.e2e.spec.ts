// features: home, site
import { expect, test } from '@playwright/test'

import { topBarDefaults } from '../../src/features/site/TopBar/defaults'
import {
  adminHeaders,
  fieldLabel,
  findDocs,
  login,
  openDocumentMenu,
  openTab,
  save,
  saveUntil,
  settled,
  signIn,
  withGlobal,
} from './support'

const bearer = async (request: Parameters<typeof adminHeaders>[0]) => ({
  Authorization: (await adminHeaders(request)).Authorization.replace('JWT', 'Bearer'),
})

test('une section édite son titre dans l’admin : l’aperçu en direct puis le site public le montrent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await withGlobal(request, 'section-hero', { title: "Bâtir l'avenir du Niger" }, async () => {
    await login(page, 'admin', '/admin/homepage')
    await expect(page).toHaveURL(/\/admin\/globals\/section-hero$/)
    // the preview stays open from one visit to the next (a user preference)
    const close = page.getByRole('button', { name: "Quittez l'aperçu en direct" })
    await expect(page.getByRole('button', { name: 'Sauvegarder', exact: true })).toBeVisible()
    if (!(await close.isVisible()))
      await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
    await expect(close).toBeVisible()
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(preview.locator('#accueil h1')).toContainText("l'avenir du Niger")

    await page.getByLabel(fieldLabel('Titre')).fill('Construire le Niger de demain')
    await save(page)
    await expect(preview.locator('#accueil h1')).toContainText('le Niger de demain')
    await expect(async () =>
      expect(await (await request.get('/')).text()).toContain('le Niger de demain'),
    ).toPass({ timeout: 10_000 })
  })
})

test('l’interrupteur d’une section l’active ou la désactive aussitôt, sans enregistrer le reste', async ({
  page,
  request,
}) => {
  await login(page, 'admin', '/admin/partners')
  const toggle = page.getByRole('switch', { name: "Section sur la page d'accueil" })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  try {
    await toggle.click()
    await expect(page.getByText('Section désactivée')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(async () =>
      expect(await (await request.get('/')).text()).not.toContain('id="partenaires"'),
    ).toPass({ timeout: 10_000 })
    await toggle.click()
    await expect(page.getByText('Section activée')).toBeVisible()
  } finally {
    const stored = (await (await request.get('/api/homepage/settings')).json()) as {
      data: { sections: { id: string; isActive: boolean }[] }
    }
    if (!stored.data.sections.find((section) => section.id === 'partners')?.isActive) {
      await request.patch('/api/admin/homepage/sections/partners/toggle', {
        headers: await bearer(request),
      })
    }
  }
  await expect(async () =>
    expect(await (await request.get('/')).text()).toContain('id="partenaires"'),
  ).toPass({ timeout: 10_000 })
})

test('la barre supérieure : un lien essentiel du menu demande confirmation avant d’être modifié ou désactivé', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/topbar')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const rows = page.locator('.array-field__row')
  await expect(rows.filter({ has: page.locator('input[value="/#contact"]') })).toHaveCount(1)
  // by its position: the link being typed changes what a filter on it would match
  const row = rows.nth(
    await rows.evaluateAll((elements) =>
      elements.findIndex((element) => element.querySelector('input[value="/#contact"]')),
    ),
  )
  const href = row.getByLabel('Lien')

  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await href.press('End')
  await href.press('x')
  await expect.poll(() => asked.length).toBe(1)
  expect(asked[0]).toBe(
    '« Contact » (/#contact) est un lien essentiel du menu. Changer son lien peut rendre une partie du site introuvable. Continuer ?',
  )
  await expect(href).toHaveValue('/#contact')

  page.once('dialog', (dialog) => void dialog.accept())
  await href.press('x')
  await expect(href).toHaveValue('/#contactx')
  // confirmed once for this link: no second question
  await href.press('y')
  await expect(href).toHaveValue('/#contactxy')

  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  const active = row.getByRole('checkbox', { name: 'Actif' })
  await active.click({ force: true })
  await expect.poll(() => asked.length).toBe(2)
  expect(asked[1]).toContain('Le désactiver le retire du menu du site.')
  await expect(active).toBeChecked()
})

test('la barre supérieure se réinitialise après confirmation', async ({ page, request }) => {
  await withGlobal(
    request,
    'top-bar',
    { contact: { ...topBarDefaults.contact, phone: '+227 99 99 99 99' } },
    async () => {
      await login(page, 'admin', '/admin/topbar')
      await page.getByRole('button', { name: 'Contact', exact: true }).click()
      await expect(page.getByLabel('Téléphone')).toHaveValue('+227 99 99 99 99')
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain('Cette action est irréversible.')
        void dialog.accept()
      })
      // the restored settings come into the form in place (a reload would drop this mark)
      await page.evaluate(() => Object.assign(window, { bkSameScreen: true }))
      await page.getByRole('button', { name: 'Réinitialiser' }).click()
      await expect(page.getByText('Paramètres réinitialisés')).toBeVisible()
      await page.getByRole('button', { name: 'Contact', exact: true }).click()
      await expect(page.getByLabel('Téléphone')).toHaveValue(topBarDefaults.contact.phone)
      expect(await page.evaluate(() => 'bkSameScreen' in window)).toBe(true)
      // the form holds the stored settings: nothing is left to save
      await expect(page.getByRole('button', { name: 'Sauvegarder', exact: true })).toBeDisabled()
    },
  )
})

test('les liens, services et catégories protégés se désactivent mais ne se suppriment pas', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const footer = (await (
    await request.get('/api/cms/globals/section-footer?depth=0', { headers })
  ).json()) as { quickLinks: object[] }
  await withGlobal(
    request,
    'section-footer',
    {
      quickLinks: [
        ...footer.quickLinks,
        { name: 'Promotions', href: '/promotions', isActive: true },
      ],
    },
    async () => {
      await login(page, 'admin', '/admin/footer')
      await page.getByRole('button', { name: 'Liens et services' }).click()
      const contact = page
        .locator('.array-field__row')
        .filter({ has: page.locator('input[value="#contact"]') })
      await expect(contact.getByText('Protégé')).toBeVisible()
      await contact.locator('.array-actions__button').first().click()
      await expect(page.getByRole('button', { name: 'Dupliquer' }).first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Retirer' })).toBeHidden()
      await page.keyboard.press('Escape')

      const promotions = page
        .locator('.array-field__row')
        .filter({ has: page.locator('input[value="/promotions"]') })
      await expect(promotions.getByText('Protégé')).toHaveCount(0)
      await promotions.locator('.array-actions__button').first().click()
      await expect(page.getByRole('button', { name: 'Retirer' }).first()).toBeVisible()
    },
  )
})

test('l’affichage des départements sur l’accueil : ordre haut/bas renuméroté, visibilité, enregistrement', async ({
  page,
  request,
}) => {
  const headers = await bearer(request)
  type Department = { _id: string; name: string; homepageSettings: Record<string, unknown> }
  const before = (
    (await (await request.get('/api/admin/departments', { headers })).json()) as {
      data: Department[]
    }
  ).data
  try {
    await login(page, 'admin', '/admin/departments')
    await page.getByRole('link', { name: "Affichage sur l'accueil" }).click()
    await expect(page).toHaveURL(/\/admin\/departments\/homepage$/)
    const item = (name: string) => page.getByRole('listitem', { name })
    const order = (name: string) => item(name).locator('.bk-home-display__order')
    await expect(order('BTP & Travaux Publics')).toHaveText('1')
    await expect(order('Hydraulique')).toHaveText('2')
    await expect(page.getByRole('button', { name: 'Monter BTP & Travaux Publics' })).toBeDisabled()

    await page.getByRole('button', { name: 'Monter Hydraulique' }).click()
    await expect(order('Hydraulique')).toHaveText('1')
    await expect(order('BTP & Travaux Publics')).toHaveText('2')
    await page.getByRole('switch', { name: 'Automobile : visibilité' }).click()
    await expect(page.getByRole('switch', { name: 'Automobile : visibilité' })).toHaveText('Masqué')
    await expect(order('Électronique')).toHaveText('4')

    // a save the server refuses: the spec's sentence under « Erreur », and the choices stay
    await page.route('**/api/admin/departments/*/homepage-settings', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    )
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const failed = page
      .locator('[data-sonner-toast][data-type="error"]')
      .filter({ hasText: 'Impossible de sauvegarder les modifications.' })
    await expect(failed).toBeVisible()
    await expect(failed.locator('[data-title]')).toHaveText('Erreur')
    await expect(order('Hydraulique')).toHaveText('1')
    await page.unroute('**/api/admin/departments/*/homepage-settings')

    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(page.getByText('Paramètres sauvegardés')).toBeVisible()
    const after = (
      (await (await request.get('/api/admin/departments', { headers })).json()) as {
        data: Department[]
      }
    ).data
    expect(after.map((department) => department.name).slice(0, 2)).toEqual([
      'Hydraulique',
      'BTP & Travaux Publics',
    ])
    expect(
      after.find((department) => department.name === 'Automobile')?.homepageSettings.showOnHomepage,
    ).toBe(false)
    await expect(async () => {
      const home = await (await request.get('/')).text()
      const section = home.slice(home.indexOf('id="btp"'), home.indexOf('id="valeurs"'))
      expect(section.indexOf('Hydraulique')).toBeGreaterThan(0)
      expect(section.indexOf('Hydraulique')).toBeLessThan(
        section.indexOf('BTP &amp; Travaux Publics'),
      )
      expect(section).not.toContain('Automobile')
    }).toPass({ timeout: 10_000 })
  } finally {
    for (const department of before) {
      await request.put(`/api/admin/departments/${department._id}/homepage-settings`, {
        headers,
        data: { homepageSettings: department.homepageSettings },
      })
    }
  }
})

test('Messages : « Aucun message » quand la boîte est vide, la liste dès qu’une demande arrive', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  expect(
    (await request.delete('/api/cms/quote-requests?where[id][exists]=true', { headers })).status(),
  ).toBe(200)
  await login(page, 'admin', '/admin/contacts')
  await expect(page.getByText('Aucun message', { exact: true })).toBeVisible()
  // one empty state: Payload's generic one is there, hidden
  await expect(page.getByText('Aucun résultat.')).toHaveCount(1)
  await expect(page.getByText('Aucun résultat.')).toBeHidden()
  const sent = await request.post('/api/quote-requests', {
    data: {
      name: 'Moussa Idrissa',
      email: `vide-${Date.now()}@example.com`,
      phone: '+227 90 11 22 33',
      subject: 'Location de camion',
      message: 'Un camion benne pour une semaine.',
    },
  })
  expect(sent.status()).toBe(201)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Moussa Idrissa' })).toBeVisible()
  await expect(page.getByText('Aucun message', { exact: true })).toHaveCount(0)
})

test('les champs requis des articles et des équipements répondent avec les messages de la spécification', async ({
  page,
}) => {
  await login(page, 'admin', '/admin/news/new')
  await settled(page)
  // an article has Payload's drafts: its form publishes (or keeps a draft), validated on publication
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(page.getByText('Veuillez remplir tous les champs requis').first()).toBeVisible()

  await page.goto('/admin/equipment/new')
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(
    page.getByText('Veuillez remplir tous les champs obligatoires').first(),
  ).toBeVisible()
})

test('Paramètres : le profil et le mot de passe du compte connecté s’enregistrent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const superAdmin = await adminHeaders(request, 'superAdmin')
  const email = `profil-${Date.now()}@example.com`
  const created = await request.post('/api/cms/users', {
    headers: superAdmin,
    data: {
      email,
      password: 'ancien-mot-de-passe',
      role: 'admin',
      firstName: 'Aïcha',
      lastName: 'Souley',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }
  try {
    await signIn(page, email, 'ancien-mot-de-passe')
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByLabel('Prénom')).toHaveValue('Aïcha')
    await page.getByLabel('Téléphone').fill('+227 96 12 34 56')
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe')
    await page.getByLabel('Confirmez le mot de passe').fill('nouveau-mot-de-passe')
    await save(page)

    const stored = (await (
      await request.get(`/api/cms/users/${doc.id}`, { headers: superAdmin })
    ).json()) as { phone: string }
    expect(stored.phone).toBe('+227 96 12 34 56')
    await page.context().clearCookies()
    await signIn(page, email, 'nouveau-mot-de-passe')
  } finally {
    await request.delete(`/api/cms/users/${doc.id}`, { headers: superAdmin })
  }
})

test('les éléments ajoutés incomplets sont refusés avec les messages de la spécification', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // leaving an unsaved editor asks the browser to confirm
  page.on('dialog', (dialog) => void dialog.accept())
  await login(page)
  const cases = [
    {
      path: '/admin/partners',
      tab: 'Partenaires',
      add: 'Ajouter Partenaire',
      message: 'Veuillez saisir le nom du partenaire',
    },
    {
      path: '/admin/footer',
      tab: 'Liens et services',
      add: 'Ajouter Lien',
      message: 'Veuillez saisir le nom et le lien',
    },
    {
      path: '/admin/footer',
      tab: 'Liens et services',
      add: 'Ajouter Service',
      message: 'Veuillez saisir le nom du service',
    },
    {
      path: '/admin/quote-calculator',
      tab: 'Grille tarifaire',
      add: 'Ajouter Équipement',
      message: 'Veuillez remplir tous les champs obligatoires',
    },
    {
      path: '/admin/equipment',
      tab: 'Équipements en vedette',
      // the spec's free-text list, shown once the section is set to it (the fleet by default)
      choose: 'Une liste saisie à la main',
      add: 'Ajouter Équipement',
      message: 'Veuillez remplir tous les champs obligatoires',
    },
  ]
  // visible only: the fields' error tooltips carry the same words, hidden until hovered
  const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true }).first()

  await page.goto('/admin/topbar')
  await openTab(page, 'Logo', page.getByLabel('Lettres du logo'))
  await page.getByLabel('Lettres du logo').fill('ABCDEFGHIJK')
  await saveUntil(page, shown('Le logo texte ne peut pas dépasser 10 caractères.'))

  for (const { path, tab, add, message, choose } of cases as Array<
    (typeof cases)[number] & { choose?: string }
  >) {
    await page.goto(path)
    const addButton = page.getByRole('button', { name: add, exact: true })
    const choice = choose && page.locator('label').filter({ hasText: choose })
    await openTab(page, tab, choice || addButton)
    if (choice) {
      await choice.click()
      await expect(addButton).toBeVisible()
    }
    const rows = page.locator('.array-field__row')
    const before = await rows.count()
    await addButton.click()
    await expect(rows).toHaveCount(before + 1)
    // the spec's message, at once on the new row
    await expect(shown(message)).toBeVisible()
    // and the save refused: the errors counted in the list's header (Payload may draw the refused
    // row folded, its fields and their messages hidden)
    await saveUntil(page, shown(/^\d+ Erreurs?$/))
  }
})

test('une suppression demande confirmation : « Cette action est irréversible »', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const created = await request.post('/api/cms/news', {
    headers,
    data: {
      title: 'Article à supprimer',
      category: 'GENERAL',
      content: {
        root: {
          type: 'root',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              children: [
                {
                  type: 'text',
                  version: 1,
                  text: 'Texte.',
                  detail: 0,
                  format: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      },
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string } }
  await login(page, 'admin', `/admin/collections/news/${doc.id}`)
  await openDocumentMenu(page)
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click()
  await expect(page.getByText('à la corbeille', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/?(\?.*)?$/)
  expect((await request.get(`/api/cms/news/${doc.id}`, { headers })).status()).toBe(404)
  // in the trash until it is emptied
  await request.delete(`/api/cms/news/${doc.id}?trash=true`, { headers })
})

test('le slug d’un département : « Générer » le tire du nom, il reste ensuite quand le nom change', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await login(page, 'admin', '/admin/collections/departments/create')
  const name = page.locator('#field-name')
  await name.fill('Énergie Éolienne du Sahel')
  // Payload's slug field: locked until unlocked, then « Générer » asks the server's slugify
  const slug = page.locator('#field-slug')
  await expect(slug).toBeDisabled()
  await page.getByRole('button', { name: 'Déverrouiller', exact: true }).click()
  await page.getByRole('button', { name: 'Générer', exact: true }).click()
  await expect(slug).toHaveValue('energie-eolienne-du-sahel')
  await settled(page)
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/departments\/\d+/)
  const [created] = await findDocs(request, 'departments', 'slug', 'energie-eolienne-du-sahel')
  expect(created).toMatchObject({ name: 'Énergie Éolienne du Sahel' })

  await name.fill('Énergie Éolienne')
  await save(page)
  await expect(slug).toHaveValue('energie-eolienne-du-sahel')
  expect((await request.get('/departement/energie-eolienne-du-sahel')).status()).toBe(200)
  await request.delete(`/api/cms/departments/${String(created.id)}`, {
    headers: await adminHeaders(request),
  })
})
