// features: platform, equipment
import { expect, test } from '@playwright/test'

import { adminHeaders, login, openDocumentMenu } from './support'

test('un équipement mis à la corbeille quitte le site, et y revient une fois restauré', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const name = 'Foreuse Essai Corbeille'
  const created = await request.post('/api/cms/equipment', {
    headers,
    data: { name, category: 'MATERIEL', status: 'available', forRent: true, price: 75_000 },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  const publicStatus = async () => (await request.get(`/equipements/${doc.slug}`)).status()
  try {
    await expect(async () => expect(await publicStatus()).toBe(200)).toPass({ timeout: 10_000 })
    await login(page, 'admin', `/admin/collections/equipment/${doc.id}`)
    await openDocumentMenu(page)
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click()
    await expect(page.getByText('un administrateur peut le restaurer')).toBeVisible()
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
    await expect(page.getByText(`Équipement « ${name} » mis à la corbeille.`)).toBeVisible()
    await expect(async () => expect(await publicStatus()).toBe(404)).toPass({ timeout: 10_000 })

    // the list leads to its trash, where the machine waits, read-only
    await page.goto('/admin/collections/equipment')
    await expect(page.getByRole('button', { name: 'Tout : Équipements' })).toBeDisabled()
    await page.getByRole('button', { name: 'Corbeille', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/equipment\/trash/)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByText('dans la corbeille, en lecture seule')).toBeVisible()
    await page.getByRole('button', { name: 'Restaurer', exact: true }).click()
    // machines have drafts: Payload restores a draft unless told to put it back on the site
    await expect(page.getByText('en brouillon : il ne revient sur le site')).toBeVisible()
    // Payload's box is named by its id for a screen reader; its words beside it take the click
    await page.getByText('Le remettre aussi sur le site (publié)', { exact: true }).click()
    await expect(page.locator('#restore-as-published')).toBeChecked()
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
    await expect(page.getByText(`Équipement « ${name} » restauré.`)).toBeVisible()
    await expect(async () => expect(await publicStatus()).toBe(200)).toPass({ timeout: 10_000 })
  } finally {
    await request.delete(`/api/cms/equipment/${doc.id}?trash=true`, { headers })
  }
})
