// features: equipment
import { expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { pageTexts } from '../helpers/pdfText'

import { adminHeaders, findDocs, login, settled } from './support'

/** Location & Vente: a machine for sale, from the admin to the catalogue, the PDF and its page. */
test.afterAll(async ({ request }) => {
  // the machines made here leave the catalogue the other suites count
  const headers = await adminHeaders(request)
  for (const prefix of ['Camion Sinotruk', 'Niveleuse renommée'])
    await request.delete(`/api/cms/equipment?where[name][like]=${encodeURIComponent(prefix)}`, {
      headers,
    })
})

test('une vente saisie dans l’administration : catalogue (filtre Vente), PDF et page de l’engin avec son JSON-LD', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const name = `Camion Sinotruk ${Date.now()}`
  await login(page, 'admin', '/admin/collections/equipment/create')
  await page.getByRole('textbox', { name: /^Nom\b/ }).fill(name)
  await expect(page.getByLabel('Prix par jour (FCFA)')).toBeVisible()
  await expect(page.getByLabel('Prix de vente (FCFA)')).toHaveCount(0)
  // Payload's answer to the name's change, arriving after a click, would put the box back
  await settled(page)
  await page.getByLabel('À louer').uncheck()
  await settled(page)
  await page.getByLabel('À vendre').check()
  await expect(page.getByLabel('À louer')).not.toBeChecked()
  await expect(page.getByLabel('À vendre')).toBeChecked()
  // only the chosen offer's price shows
  await expect(page.getByLabel('Prix par jour (FCFA)')).toHaveCount(0)
  await page.getByLabel('Prix de vente (FCFA)').fill('12500000')
  await settled(page)
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/equipment\/\d+$/)
  const [stored] = await findDocs(request, 'equipment', 'name', name)
  expect(stored).toMatchObject({ forRent: false, forSale: true, salePrice: 12_500_000 })
  const slug = String(stored?.slug)

  await page.goto('/catalogue')
  await page.getByLabel('Offre').selectOption('sale')
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('Prix de vente')
  await expect(card).toContainText(/12\s500\s000\sF\s?CFA/)
  await expect(card).not.toContainText('/jour')
  await page.getByLabel('Offre').selectOption('rent')
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)

  const pdf = await PDFDocument.load(await (await request.get('/catalogue.pdf')).body())
  const text = pageTexts(pdf).flat().join('\n')
  expect(text).toContain(name)
  expect(text).toMatch(/Prix de vente : 12\s500\s000\sF\s?CFA/)
  // the settings' phone and email; a machine sold is no longer offered (#59, point 13)
  expect(text).toContain('Téléphone : +227 20 72 35 00')
  expect(text).toContain('Email : contact@bk-multiservices.ne')
  expect(text).not.toContain('Compresseur Atlas Copco XAS 97')

  await page.goto(`/equipements/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText('Prix de vente').first()).toBeVisible()
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  ) as Record<string, unknown> & { offers: Record<string, unknown>[] }
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name })
  expect(ld.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      name: 'Vente',
      price: 12_500_000,
      priceCurrency: 'XOF',
      availability: 'https://schema.org/InStock',
    }),
  ])
  // its address is the page's canonical, in the page's language (#59, point 6)
  for (const path of [`/equipements/${slug}`, `/en/equipment/${slug}`]) {
    if (path !== `/equipements/${slug}`) await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const product = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    ) as { url: string; offers: { url: string }[] }
    expect(new URL(product.url).pathname).toBe(new URL(canonical ?? '', page.url()).pathname)
    expect(product.offers.map((offer) => offer.url)).toEqual([product.url])
  }
  expect(new URL(page.url()).pathname.startsWith('/en/')).toBe(true)
  await page.goto(`/equipements/${slug}`)
  await expect(page).toHaveTitle(new RegExp(name))
  expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toContain(
    `/equipements/${slug}`,
  )
  // the machine's share link, not the footer's chat with the company
  const whatsapp = page.locator('#contenu').getByRole('link', { name: 'WhatsApp', exact: true })
  const href = (await whatsapp.getAttribute('href')) ?? ''
  expect(href.startsWith('https://wa.me/?text=')).toBe(true)
  expect(decodeURIComponent(href)).toContain(`${new URL(page.url()).origin}/equipements/${slug}`)
  expect(decodeURIComponent(href)).toContain(name)

  // « Demander un devis » opens the quote form with the machine and « Achat »
  await page.getByRole('button', { name: 'Demander un devis' }).click()
  const form = page.getByRole('form', { name: 'Demande de devis' })
  await expect(form.getByLabel('Sujet')).toHaveValue(`Demande de devis : ${name} — Achat`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/equipements/${slug}</loc>`)
})

test('la page d’un engin : 404 pour un slug inconnu ou inactif, redirection permanente depuis son ancienne adresse, devis fermé s’il est vendu', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const name = `Niveleuse renommée ${Date.now()}`
  const created = await request.post('/api/cms/equipment', {
    headers,
    data: { name, category: 'BTP', status: 'available', price: 70_000 },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }

  expect((await request.get('/equipements/engin-qui-n-existe-pas')).status()).toBe(404)

  const renamed = await request.patch(`/api/cms/equipment/${doc.id}`, {
    headers,
    data: { slug: `${doc.slug}-nouvelle` },
  })
  expect(renamed.status()).toBe(200)
  // the edge answers a former address from its table, read again after the save
  await expect(async () => {
    const old = await request.get(`/equipements/${doc.slug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(301)
    expect(old.headers().location).toBe(`/equipements/${doc.slug}-nouvelle`)
  }).toPass({ timeout: 10_000 })

  await request.patch(`/api/cms/equipment/${doc.id}`, { headers, data: { status: 'sold' } })
  await page.goto(`/equipements/${doc.slug}-nouvelle`)
  await expect(page.getByText('Cet équipement est vendu')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Demander un devis' })).toBeDisabled()

  await request.patch(`/api/cms/equipment/${doc.id}`, { headers, data: { isActive: false } })
  expect((await request.get(`/equipements/${doc.slug}-nouvelle`)).status()).toBe(404)
})
