// features: media
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { adminHeaders, expectAccessible, findDocs, login } from './support'

const png = (background: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer()

/** Counts the upload requests the page makes from now on. */
function countUploads(page: Page) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/api/upload')) seen.count += 1
  })
  return seen
}

async function openUpload(page: Page) {
  await login(page, 'admin', '/admin/upload')
  await expect(page.getByRole('heading', { name: 'Envoyer des fichiers' })).toBeVisible()
}

const row = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Fichiers choisis' })
    .getByRole('listitem')
    .filter({ hasText: name })

test('un visiteur non connecté est renvoyé vers la connexion', async ({ page }) => {
  await page.goto('/admin/upload')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fupload$/)
})

test('deux images envoyées à la fois : chacune « Envoyé », servie, rangée dans la médiathèque avec son type', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const names = [`chantier-${stamp}.png`, `pelle-${stamp}.png`]
  const headers = await adminHeaders(request)
  await openUpload(page)
  await expect(
    page.getByText('Formats conseillés : JPEG, PNG, WebP. Taille maximale : 5 Mo par fichier.'),
  ).toBeVisible()
  await page.getByLabel('Catégorie de l’image').selectOption({ label: 'Équipements' })
  await expect(page.getByText('800 × 600 px · 2 Mo max.')).toBeVisible()

  await page.getByLabel('Choisir des images').setInputFiles([
    { name: names[0], mimeType: 'image/png', buffer: await png('#1e40af') },
    { name: names[1], mimeType: 'image/png', buffer: await png('#f59e0b') },
  ])
  for (const name of names) await expect(row(page, name)).toContainText('En attente')
  const send = page.getByRole('button', { name: 'Envoyer', exact: true })
  try {
    await send.click()
    for (const name of names) await expect(row(page, name)).toContainText('Envoyé')
    await expect(page.getByRole('status').filter({ hasText: '2 fichiers' })).toHaveText(
      '2 fichiers — Envoyé : 2',
    )
    await expect(send).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Voir la médiathèque' })).toHaveAttribute(
      'href',
      '/admin/collections/media',
    )

    for (const name of names) {
      const [doc] = await findDocs(request, 'media', 'filename', name)
      expect(doc?.uploadType).toBe('equipment')
      const link = row(page, name).getByRole('link', { name: /\/api\/cms\/media\/file\// })
      const href = await link.getAttribute('href')
      expect(href).toBe(doc.url)
      const served = await request.get(href!)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toBe('image/png')
      await expect(row(page, name).getByRole('img', { name: `Aperçu de ${name}` })).toBeVisible()
      await expect(row(page, name).getByRole('button', { name: 'Copier l’URL' })).toBeVisible()
      await expect(
        row(page, name).getByRole('link', { name: 'Ouvrir dans la médiathèque' }),
      ).toHaveAttribute('href', `/admin/collections/media/${doc.id}`)
    }
    await expectAccessible(page)
  } finally {
    for (const name of names) {
      for (const doc of await findDocs(request, 'media', 'filename', name)) {
        expect((await request.delete(`/api/cms/media/${doc.id}`, { headers })).status()).toBe(200)
      }
    }
  }
})

test('un fichier de plus de 5 Mo est refusé avant tout envoi, avec le message du cahier des charges', async ({
  page,
}) => {
  await openUpload(page)
  const uploads = countUploads(page)
  await page.getByLabel('Choisir des images').setInputFiles({
    name: 'gros-plan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
  })
  await expect(row(page, 'gros-plan.jpg').getByRole('alert')).toHaveText(
    'Le fichier gros-plan.jpg est trop volumineux. Taille maximale: 5MB',
  )
  await expect(row(page, 'gros-plan.jpg')).toContainText('Erreur')
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled()
  expect(uploads.count).toBe(0)
})

test('un texte, même renommé en .png, n’est pas une image valide', async ({ page }) => {
  await openUpload(page)
  const uploads = countUploads(page)
  await page.getByLabel('Choisir des images').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Liste des engins à louer') },
    { name: 'deguise.png', mimeType: 'image/png', buffer: Buffer.from('ceci est du texte') },
  ])
  await expect(row(page, 'notes.txt').getByRole('alert')).toHaveText(
    "Le fichier notes.txt n'est pas une image valide",
  )
  await expect(row(page, 'deguise.png').getByRole('alert')).toHaveText(
    "Le fichier deguise.png n'est pas une image valide",
  )
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled()
  await page.getByRole('button', { name: 'Vider la liste' }).click()
  await expect(page.getByRole('list', { name: 'Fichiers choisis' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'fichier' })).toHaveText(
    'Aucun fichier choisi.',
  )
  expect(uploads.count).toBe(0)
})

test('un refus du serveur marque le fichier en erreur avec son message, ou le message générique', async ({
  page,
}) => {
  await openUpload(page)
  let calls = 0
  await page.route('**/api/upload/images', (route) => {
    calls += 1
    return calls === 1
      ? route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'Le corps de la requête est trop volumineux.',
          }),
        })
      : route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
  })
  await page.getByLabel('Choisir des images').setInputFiles([
    { name: 'un.png', mimeType: 'image/png', buffer: await png('#16a34a') },
    { name: 'deux.png', mimeType: 'image/png', buffer: await png('#b91c1c') },
  ])
  await expect(row(page, 'deux.png')).toContainText('En attente')
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
  const alerts = page.locator('.bk-upload__list').getByRole('alert')
  await expect(alerts).toHaveCount(2)
  await expect(
    alerts.filter({ hasText: 'Le corps de la requête est trop volumineux.' }),
  ).toHaveCount(1)
  await expect(alerts.filter({ hasText: "Erreur lors de l'upload" })).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: '2 fichiers' })).toHaveText(
    '2 fichiers — Erreur : 2',
  )
})
