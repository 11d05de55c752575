// features: site, equipment, news
import { expect, test } from '@playwright/test'

import { adminHeaders, login } from './support'

test('/catalogue.pdf se télécharge : un vrai PDF généré à partir des équipements', async ({
  request,
}) => {
  const response = await request.get('/catalogue.pdf')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename="catalogue-bk-multiservices.pdf"',
  )
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(body.length).toBeGreaterThan(1_000)
})

test('/robots.txt ouvre le site, ferme l’admin et l’API, et indique le plan du site', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-Agent: \*$/m)
  expect(text).toMatch(/^Allow: \/$/m)
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/api\/$/m)
  expect(text).toMatch(/^Disallow: \/devis\/$/m)
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test('/sitemap.xml liste les pages, les départements et les actualités publiées', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  for (const path of [
    '/',
    '/departements',
    '/equipements',
    '/services',
    '/catalogue',
    '/actualites',
    '/departement/btp',
  ]) {
    expect(locs).toContain(path)
  }
  const news = await (await request.get('/api/news?limit=100')).json()
  const ids: string[] = news.data.map((item: { _id: string }) => item._id)
  expect(ids.length).toBeGreaterThan(0)
  for (const id of ids) expect(locs).toContain(`/actualites/${id}`)
  expect(locs.filter((path) => path.startsWith('/actualites/'))).toHaveLength(ids.length)
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
})

test('les pages portent les métadonnées Open Graph par défaut et l’image de partage existe', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
    'content',
    'BK Multiservices',
  )
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /^https?:\/\/.+\/og-image\.png$/,
  )
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  const image = await request.get('/og-image.png')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
})

test('les champs SEO d’un article passent dans la tête de sa page : titre entier, description, image de partage', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const media = (await (
    await request.get('/api/cms/media?limit=1&depth=0', { headers })
  ).json()) as {
    docs: { id: number; url: string }[]
  }
  const picture = media.docs[0]!
  const news = (await (
    await request.get('/api/cms/news?where[isPublished][equals]=true&limit=1&depth=0', { headers })
  ).json()) as { docs: { id: number; title: string; meta?: unknown }[] }
  const article = news.docs[0]!
  const seo = {
    title: 'Forages à Maradi : le chantier en images | BK Multiservices',
    description: 'Comment nos équipes ont foré trois puits à Maradi en six semaines.',
    image: picture.id,
  }
  expect(
    (await request.patch(`/api/cms/news/${article.id}`, { headers, data: { meta: seo } })).status(),
  ).toBe(200)
  try {
    await expect(async () => {
      await page.goto(`/actualites/${article.id}`)
      await expect(page).toHaveTitle(seo.title)
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      seo.description,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seo.title)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${picture.url.replace(/[.]/g, '\\.')}\\?v=`),
    )
  } finally {
    await request.patch(`/api/cms/news/${article.id}`, {
      headers,
      data: { meta: { title: null, description: null, image: null } },
    })
  }
  // emptied: the article's own title, then the site's
  await expect(async () => {
    await page.goto(`/actualites/${article.id}`)
    await expect(page).toHaveTitle(
      new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
    )
  }).toPass({ timeout: 10_000 })
})

test('l’aperçu de recherche d’une machine suit ce que l’éditeur tape, et montre le titre par défaut tant que le champ est vide', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const machines = (await (
    await request.get('/api/cms/equipment?limit=1&depth=0&sort=id', { headers })
  ).json()) as { docs: { id: number; name: string; slug: string; meta?: { title?: string } }[] }
  const machine = machines.docs[0]!
  expect(machine.meta?.title ?? null).toBeNull()
  const settings = (await (
    await request.get('/api/cms/globals/site-settings?depth=0', { headers })
  ).json()) as { siteTitle: string }
  await login(page)
  // a new article: nothing to show yet, and the preview says so
  await page.goto('/admin/collections/news/create')
  await expect(page.getByTestId('search-preview')).toContainText(
    'Le titre apparaîtra ici dès que le nom sera saisi.',
  )

  await page.goto(`/admin/collections/equipment/${machine.id}`)
  const preview = page.getByTestId('search-preview')
  await preview.scrollIntoViewIfNeeded()
  // empty fields: what the page's <head> shows, the name then the site's title
  await expect(preview.locator('.bk-search-preview__title')).toHaveText(
    `${machine.name} | ${settings.siteTitle}`,
  )
  await expect(preview.locator('.bk-search-preview__url')).toHaveText(
    new RegExp(`^https?://[^/]+/equipements/${machine.slug}$`),
  )

  // typed, not saved: the preview follows the form
  await page.locator('#field-meta__title').fill('Pelle à louer à Niamey | BK Multiservices')
  await page
    .locator('#field-meta__description')
    .fill('Une pelle prête à partir, livrée sur votre chantier.')
  await expect(preview.locator('.bk-search-preview__title')).toHaveText(
    'Pelle à louer à Niamey | BK Multiservices',
  )
  await expect(preview.locator('.bk-search-preview__description')).toHaveText(
    'Une pelle prête à partir, livrée sur votre chantier.',
  )
  await page.locator('#field-meta__title').fill('')
  await expect(preview.locator('.bk-search-preview__title')).toHaveText(
    `${machine.name} | ${settings.siteTitle}`,
  )
})
