// features: media
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { adminHeaders, findDocs, login } from './support'

const MB = 1024 * 1024
/** A media document's own address, once its creation is saved. */
const SAVED_MEDIA = /\/admin\/collections\/media\/(?!create$)[^/]+$/

/**
 * A phone photo as a phone writes it: 4000×3000, 12 MB of JPEG, turned by its EXIF orientation
 * (6: the camera was held upright) and carrying the GPS position where it was taken.
 */
const phonePhoto = sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 20 },
  },
})
  .jpeg({ quality: 100 })
  .withExif({
    IFD0: { Make: 'TECNO', Model: 'CAMON 20' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '13/1 30/1 45/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '2/1 6/1 30/1',
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer()

const shrunkToast = (page: Page, name: string) =>
  page.getByText(
    new RegExp(`^Photo ${name} réduite avant l’envoi : 1[12](,\\d)? Mo → \\d(,\\d)? Mo$`),
  )

/**
 * The stored picture as the site serves it: upright (portrait, longest side 2,560 px), under the
 * limit, and without the phone's EXIF (no GPS, no orientation left to apply).
 */
async function expectStoredSmall(request: APIRequestContext, filename: string) {
  const [doc] = await findDocs(request, 'media', 'filename', filename)
  expect(doc, filename).toBeTruthy()
  expect([doc.width, doc.height]).toEqual([1920, 2560])
  expect(doc.mimeType).toBe('image/jpeg')
  expect(Number(doc.filesize)).toBeLessThan(5 * MB)
  const served = await request.get(String(doc.url))
  expect(served.status()).toBe(200)
  const metadata = await sharp(await served.body()).metadata()
  expect([metadata.width, metadata.height]).toEqual([1920, 2560])
  expect(metadata.exif).toBeUndefined()
  expect(metadata.orientation).toBeUndefined()
  return String(doc.id)
}

async function removeMedia(request: APIRequestContext, filename: string) {
  const headers = await adminHeaders(request)
  for (const doc of await findDocs(request, 'media', 'filename', filename))
    expect((await request.delete(`/api/cms/media/${doc.id}`, { headers })).status()).toBe(200)
}

/** Counts the requests the page makes from now on to a path. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path) && request.method() === 'POST')
      seen.count += 1
  })
  return seen
}

test.describe('une photo de téléphone entre dans le back-office', () => {
  test.beforeAll(async () => {
    expect((await phonePhoto).byteLength).toBeGreaterThan(11 * MB)
  })

  test('médiathèque, 1440 px : la photo de 12 Mo est réduite dans le navigateur, redressée, sans GPS', async ({
    page,
    request,
  }) => {
    const name = `IMG_${Date.now()}.jpg`
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(page, 'admin', '/admin/collections/media/create')
    const sent: number[] = []
    page.on('request', (outgoing) => {
      if (outgoing.method() === 'POST' && new URL(outgoing.url()).pathname === '/api/cms/media')
        sent.push(outgoing.postDataBuffer()?.byteLength ?? 0)
    })
    await page
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await phonePhoto })
    await expect(shrunkToast(page, name)).toBeVisible()
    await page.getByLabel('Texte alternatif').fill('Pelle sur le chantier de Dosso')
    try {
      await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
      await expect(page).toHaveURL(SAVED_MEDIA)
      // its size in French units (#59: « 2MB » before)
      const size = page.locator('.file-meta__size-type').first()
      await expect(size).toContainText(/^\d+(,\d+)? (Ko|Mo)/)
      await expect(size).not.toContainText(/[KM]B/)
      await page.screenshot({ path: 'test-results/photo-media-1440.png' })
      expect(sent).toHaveLength(1)
      expect(sent[0]).toBeLessThan(5 * MB)
      await expectStoredSmall(request, name)
    } finally {
      await removeMedia(request, name)
    }
  })

  test('galerie d’un équipement, 375 px : « Ajouter » puis la photo, enregistrée petite', async ({
    page,
    request,
  }) => {
    const name = `IMG_${Date.now()}.jpg`
    await page.setViewportSize({ width: 375, height: 812 })
    await login(page, 'admin', '/admin/collections/equipment')
    await page.locator('table tbody tr a').first().click()
    // the gallery's « Ajouter » (the SEO fields' share image has its own)
    await page
      .locator('#field-images__gallery')
      .getByRole('button', { name: 'Ajouter', exact: true })
      .click()
    const drawer = page.getByRole('dialog').last()
    await expect(drawer.getByText('Ajouter des fichiers')).toBeVisible()
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await phonePhoto })
    await expect(shrunkToast(page, name)).toBeVisible()
    try {
      await page.screenshot({ path: 'test-results/photo-drawer-375.png' })
      await drawer.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
      await expect(async () => {
        expect(await findDocs(request, 'media', 'filename', name)).toHaveLength(1)
      }).toPass()
      await expectStoredSmall(request, name)
    } finally {
      await removeMedia(request, name)
    }
  })

  test('« Envoyer des fichiers » : la photo de 12 Mo part réduite et arrive', async ({
    page,
    request,
  }) => {
    const name = `IMG_${Date.now()}.jpg`
    await login(page, 'admin', '/admin/upload')
    await page.getByLabel('Choisir des images').setInputFiles({
      name,
      mimeType: 'image/jpeg',
      buffer: await phonePhoto,
    })
    await expect(shrunkToast(page, name)).toBeVisible()
    const row = page.getByRole('list', { name: 'Fichiers choisis' }).getByRole('listitem')
    await expect(row.filter({ hasText: name })).toContainText('En attente')
    try {
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
      await expect(row.filter({ hasText: name })).toContainText('Envoyé')
      await expectStoredSmall(request, name)
    } finally {
      await removeMedia(request, name)
    }
  })

  test('glissée-déposée sur la médiathèque, la photo est réduite de même', async ({
    page,
    request,
  }) => {
    const name = `IMG_${Date.now()}.jpg`
    await login(page)
    // the photo reaches the page as a phone's file would: bytes turned into a File in the page
    await page.route('**/e2e-phone-photo.jpg', async (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: await phonePhoto }),
    )
    await page.goto('/admin/collections/media/create')
    const dropzone = page.locator('.dropzone').first()
    await expect(dropzone).toBeVisible()
    await dropzone.evaluate(async (zone, fileName) => {
      const bytes = await (await fetch('/e2e-phone-photo.jpg')).blob()
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], fileName, { type: 'image/jpeg' }))
      zone.dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
      )
    }, name)
    await expect(shrunkToast(page, name)).toBeVisible()
    try {
      await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
      await expect(page).toHaveURL(SAVED_MEDIA)
      await expectStoredSmall(request, name)
    } finally {
      await removeMedia(request, name)
    }
  })

  test('un PDF de 40 Mo est refusé avant l’envoi, avec le message du cahier des charges', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await login(page, 'admin', '/admin/collections/documents/create')
    const posts = countRequests(page, '/api/cms/documents')
    await page.locator('input[type=file]').setInputFiles({
      name: 'catalogue-2026.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40 * MB, 0x20)]),
    })
    await expect(
      page.getByText('Le fichier catalogue-2026.pdf est trop volumineux. Taille maximale: 5MB'),
    ).toBeVisible()
    await page.screenshot({ path: 'test-results/photo-pdf-375.png' })
    // nothing was chosen: the form still offers to pick a file, and nothing went to the server
    await expect(page.getByRole('button', { name: 'Sélectionnez un fichier' })).toBeVisible()
    expect(posts.count).toBe(0)
  })
})
