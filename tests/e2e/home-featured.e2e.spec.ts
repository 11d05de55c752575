// features: home, equipment
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminHeaders, findDocs, login, save } from './support'

type Machine = { _id: string; name: string; status: string; price: number; available: number }

async function featuredInFleet(request: APIRequestContext): Promise<Machine[]> {
  return ((await (await request.get('/api/equipment/featured')).json()) as { data: Machine[] }).data
}

const featuredCards = (page: Page) => page.locator('#location article')
const cardNames = (page: Page) => featuredCards(page).getByRole('heading').allInnerTexts()

/** The section read through Payload's REST as the administrator (relationships as ids). */
async function storedSection(request: APIRequestContext) {
  const headers = await adminHeaders(request)
  return (await (
    await request.get('/api/cms/globals/section-equipment?depth=0', { headers })
  ).json()) as { featuredSource?: string; featuredMachines?: number[] }
}

test('par défaut, l’accueil montre les équipements du parc marqués « En vedette », tels que sur /equipements', async ({
  page,
  request,
}) => {
  const fleet = (await featuredInFleet(request)).slice(0, 3)
  expect(fleet.length).toBe(3)
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await expect.poll(() => cardNames(page)).toEqual(fleet.map((machine) => machine.name))
    await featuredCards(page).first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/home-featured-${width}.png` })
  }
  // the same machine, the same facts on its card and on the fleet's page
  const [first] = fleet
  await page.getByRole('button', { name: `Voir les détails : ${first!.name}` }).click()
  const dialog = page.getByRole('dialog', { name: first!.name })
  await expect(dialog.getByText('Vedette Premium')).toBeVisible()
  const units = first!.available
  await expect(
    dialog.getByText(`${units} unité${units > 1 ? 's' : ''} disponible${units > 1 ? 's' : ''}`),
  ).toBeVisible()
})

test('choisis dans l’admin, les équipements du parc s’affichent dans l’ordre choisi, et suivent leur fiche', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const [hilux] = await findDocs(request, 'equipment', 'name', 'Toyota Hilux double cabine')
  const [bulldozer] = await findDocs(request, 'equipment', 'name', 'Bulldozer CAT D6')
  expect(hilux && bulldozer).toBeTruthy()
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page)
  try {
    await page.goto('/admin/equipment')
    await page.getByRole('button', { name: 'Équipements en vedette', exact: true }).click()
    await expect(page.getByLabel('Les équipements du parc', { exact: false })).toBeChecked()
    const picker = page.locator('#field-featuredMachines')
    for (const name of ['Toyota Hilux double cabine', 'Bulldozer CAT D6']) {
      await picker.locator('input').first().fill(name.split(' ')[0]!)
      await page.getByRole('option', { name }).click()
    }
    await page.screenshot({ path: 'test-results/home-featured-admin-1440.png' })
    await save(page)
    expect((await storedSection(request)).featuredMachines).toEqual([hilux!.id, bulldozer!.id])

    await page.goto('/')
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Toyota Hilux double cabine', 'Bulldozer CAT D6'])
    // the card reads the fleet's record: renamed there, renamed here
    expect(
      (
        await request.patch(`/api/cms/equipment/${hilux!.id}`, {
          headers,
          data: { name: 'Toyota Hilux double cabine 2025' },
        })
      ).status(),
    ).toBe(200)
    await expect(async () => {
      await page.reload()
      expect(await cardNames(page)).toEqual(['Toyota Hilux double cabine 2025', 'Bulldozer CAT D6'])
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.patch(`/api/cms/equipment/${hilux!.id}`, {
      headers,
      data: { name: 'Toyota Hilux double cabine', slug: hilux!.slug },
    })
    await request.post('/api/cms/globals/section-equipment', {
      headers,
      data: { featuredMachines: [] },
    })
  }
})

test('le back-office historique qui envoie sa liste de vedettes la fait afficher (contrat /api inchangé)', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const legacy = { Authorization: headers.Authorization!.replace('JWT', 'Bearer') }
  const before = await storedSection(request)
  const item = {
    name: 'Foreuse hydraulique sur camion',
    description: 'Forages jusqu’à 300 m.',
    category: 'Engins',
    price: '250 000 FCFA/jour',
    available: true,
    specifications: [],
    isActive: true,
  }
  try {
    const answer = await request.put('/api/admin/homepage/sections/equipment', {
      headers: legacy,
      data: { content: { featuredEquipments: [item] } },
    })
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as {
      data: { content: { featuredEquipments: Record<string, unknown>[] } }
    }
    expect(body.data.content.featuredEquipments).toMatchObject([item])
    expect((await storedSection(request)).featuredSource).toBe('list')
    await expect(async () => {
      await page.goto('/')
      expect(await cardNames(page)).toEqual([item.name])
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.post('/api/cms/globals/section-equipment', {
      headers,
      data: { featuredSource: before.featuredSource ?? 'fleet' },
    })
  }
})

test('« Vedette » d’un département : il prend place parmi les six de l’accueil avant les autres', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  // the demo: BTP, Hydraulique and Location en vedette; Automobile, Électronique, Commerce not
  const created = await request.post('/api/cms/departments', {
    headers,
    data: {
      name: 'Énergie solaire',
      description: 'Centrales et kits solaires.',
      isActive: true,
      homepageSettings: { isFeatured: false, homepageOrder: 7 },
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const section = page.locator('#btp')
  const shown = (name: string) => section.getByRole('heading', { name, exact: true })
  try {
    await page.goto('/')
    await expect(shown('Commerce Général')).toBeVisible()
    await expect(shown('Énergie solaire')).toHaveCount(0)
    expect(
      (
        await request.patch(`/api/cms/departments/${doc.id}`, {
          headers,
          data: { homepageSettings: { isFeatured: true, homepageOrder: 7 } },
        })
      ).status(),
    ).toBe(200)
    await expect(async () => {
      await page.reload()
      await expect(shown('Énergie solaire')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    // the last of those not featured gives its place; the order on the page stays the order set
    await expect(shown('Commerce Général')).toHaveCount(0)
    await expect(section.getByRole('button', { name: /^Découvrir / })).toHaveCount(6)
    const titles = await section.getByRole('heading', { level: 3 }).allInnerTexts()
    expect(titles.at(-1)).toBe('Énergie solaire')
    await expect(section.getByRole('link', { name: /Voir tous les départements/ })).toHaveText(
      'Voir tous les départements (7)',
    )
  } finally {
    expect((await request.delete(`/api/cms/departments/${doc.id}`, { headers })).status()).toBe(200)
  }
})
