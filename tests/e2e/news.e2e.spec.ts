// features: news
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { NEWS_FALLBACK_IMAGE } from '../../src/lib/fallbackImages'

/** The demo content of src/seed/news.ts: 16 published articles, newest first, and one draft. */
const LATEST = [
  'Lancement des travaux de la route Niamey–Tillabéri',
  'Inauguration de notre nouvelle agence à Agadez',
  'Forages : 25 nouveaux points d’eau dans la région de Tahoua',
]
const OLDEST = [
  'Import-export : nouvelles lignes d’approvisionnement en matériaux',
  'Forum des entreprises du Sahel à Niamey',
  'Choisir entre location et achat d’un engin',
  'Vingt ans au service du Niger',
]
const EVENTS = [
  'Salon de la construction de Niamey : retrouvez-nous stand B12',
  'Journée portes ouvertes de l’atelier automobile',
  'Forum des entreprises du Sahel à Niamey',
]

type ApiNews = { _id: string; title: string; createdAt: string }

/**
 * Dates depend on when the seed ran: the expected label is computed from the stored date, on the
 * company's clock (23:57 UTC is already the next day in Niamey).
 */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Niamey',
  }).format(new Date(iso))

async function publishedNews(request: APIRequestContext): Promise<ApiNews[]> {
  const response = await request.get('/api/news?limit=100')
  return (await response.json()).data
}

async function draftNewsId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/cms/users/login', {
    data: { email: 'admin@example.com', password: 'admin1234' },
  })
  const { token } = (await login.json()) as { token: string }
  const drafts = await request.get('/api/cms/news?where[isPublished][equals]=false&limit=1', {
    headers: { Authorization: `JWT ${token}` },
  })
  const [draft] = (await drafts.json()).docs as { id: number; title: string }[]
  expect(draft.title).toBe('Brouillon : bilan annuel des chantiers')
  return String(draft.id)
}

const readMoreButtons = (page: Page) => page.getByRole('button', { name: /^Lire la suite/ })
const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 })
const searchBox = (page: Page) => page.getByLabel('Rechercher une actualité')

/** Clicks until the dialog shows: a click before hydration does nothing yet. */
async function openArticle(page: Page, title: string) {
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: `Lire la suite : ${title}` }).click({ timeout: 2_000 })
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return dialog
}

test('l’accueil montre les 3 dernières actualités et le lien vers toutes les actualités', async ({
  page,
}) => {
  await page.goto('/')
  const section = page.locator('#actualites')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Dernières Actualités')
  await expect(section.getByRole('button', { name: /^Lire la suite/ })).toHaveCount(3)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(LATEST)
  await expect(section.getByText('Projets', { exact: true }).first()).toBeVisible()
  const all = section.getByRole('link', { name: 'Voir toutes les actualités (16)' })
  await expect(all).toHaveAttribute('href', '/actualites')
})

test('la fenêtre d’un article : date en français, contenu HTML, mots-clés, navigation et sauvegarde', async ({
  page,
  request,
}) => {
  const [first, second] = await publishedNews(request)
  await page.goto('/')
  const dialog = await openArticle(page, LATEST[0])

  await expect(dialog.getByRole('heading', { name: LATEST[0] })).toBeVisible()
  await expect(dialog.locator('time')).toHaveText(longDate(first.createdAt))
  await expect(dialog.locator('time')).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/)
  await expect(dialog.getByText('Par Équipe BK Multiservices')).toBeVisible()
  await expect(dialog.getByText('Nos équipes ont démarré la réhabilitation de 45 km')).toBeVisible()
  // the article body is HTML: its '## ' paragraph became a heading
  await expect(dialog.getByRole('heading', { name: 'Un chantier de 18 mois' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Mots-clés' })).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveText(['Routes', 'Tillabéri'])
  await expect(dialog.getByRole('link', { name: "Ouvrir la page de l'article" })).toHaveAttribute(
    'href',
    `/actualites/${first._id}`,
  )

  await expect(dialog.getByRole('button', { name: 'Article précédent' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Article suivant' }).click()
  await expect(dialog.getByRole('heading', { name: LATEST[1] })).toBeVisible()
  await expect(dialog.locator('time')).toHaveText(longDate(second.createdAt))
  await dialog.getByRole('button', { name: 'Article suivant' }).click()
  await expect(dialog.getByRole('heading', { name: LATEST[2] })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Article suivant' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Article précédent' }).click()
  await dialog.getByRole('button', { name: 'Article précédent' }).click()
  await expect(dialog.getByRole('heading', { name: LATEST[0] })).toBeVisible()

  const save = dialog.getByRole('button', { name: 'Sauvegarder', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(dialog.getByRole('button', { name: 'Sauvegardé', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await page.evaluate(() => localStorage.getItem('bk-saved-news'))).toBe(
    JSON.stringify([first._id]),
  )

  await page.reload()
  const reopened = await openArticle(page, LATEST[0])
  const saved = reopened.getByRole('button', { name: 'Sauvegardé', exact: true })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await saved.click()
  await expect(reopened.getByRole('button', { name: 'Sauvegarder', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.keyboard.press('Escape')
  await expect(reopened).toBeHidden()
})

test('Partager copie l’adresse de l’article quand le navigateur n’a pas de partage natif', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  const [first] = await publishedNews(request)
  await page.goto('/')
  const dialog = await openArticle(page, LATEST[0])
  await dialog.getByRole('button', { name: 'Partager' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Lien copié')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/actualites/${first._id}`,
  )
})

test('la liste /actualites montre 12 actualités par page et une pagination', async ({ page }) => {
  const response = await page.goto('/actualites')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Actualités \|/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes nos actualités')
  await expect(page.getByText('16 actualités', { exact: true })).toBeVisible()
  await expect(readMoreButtons(page)).toHaveCount(12)
  await expect(cardTitles(page).first()).toHaveText(LATEST[0])

  const pagination = page.getByRole('navigation', { name: 'Pagination des actualités' })
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(pagination.getByRole('link', { name: 'Précédent' })).toHaveCount(0)
  await pagination.getByRole('link', { name: 'Suivant' }).click()

  await expect(page).toHaveURL(/\/actualites\?page=2$/)
  await expect(readMoreButtons(page)).toHaveCount(4)
  await expect(cardTitles(page)).toHaveText(OLDEST)
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(pagination.getByRole('link', { name: 'Suivant' })).toHaveCount(0)
  await pagination.getByRole('link', { name: 'Précédent' }).click()
  await expect(page).toHaveURL(/\/actualites$/)
  await expect(readMoreButtons(page)).toHaveCount(12)
})

test('la recherche ignore majuscules et accents ; la catégorie s’applique avec « Filtrer »', async ({
  page,
}) => {
  await page.goto('/actualites')
  await searchBox(page).fill('CHATEAU')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(/search=CHATEAU/)
  await expect(cardTitles(page)).toHaveText(['Réhabilitation du château d’eau de Maradi'])
  await expect(page.getByText('1 actualité', { exact: true })).toBeVisible()

  await searchBox(page).fill('tillaberi')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(cardTitles(page)).toHaveText([LATEST[0]])

  await searchBox(page).fill('')
  await page.getByLabel('Catégorie').selectOption({ label: 'Événements' })
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(/category=EVENEMENT/)
  await expect(page.getByLabel('Catégorie')).toHaveValue('EVENEMENT')
  await expect(cardTitles(page)).toHaveText(EVENTS)
  await expect(page.getByRole('navigation', { name: 'Pagination des actualités' })).toHaveCount(0)

  // the dialog browses the filtered list
  const dialog = await openArticle(page, EVENTS[2])
  await dialog.getByRole('button', { name: 'Article précédent' }).click()
  await expect(dialog.getByRole('heading', { name: EVENTS[1] })).toBeVisible()
})

test('aucune actualité trouvée, puis les filtres sont réinitialisés', async ({ page }) => {
  await page.goto('/actualites')
  await searchBox(page).fill('aucun article ne parle de ceci')
  await page.getByLabel('Catégorie').selectOption('PROJET')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page.getByRole('heading', { name: 'Aucune actualité trouvée' })).toBeVisible()
  await expect(readMoreButtons(page)).toHaveCount(0)

  await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click()
  await expect(page).toHaveURL(/\/actualites$/)
  await expect(readMoreButtons(page)).toHaveCount(12)
  await expect(searchBox(page)).toHaveValue('')
  await expect(page.getByLabel('Catégorie')).toHaveValue('')
})

test('la page d’un article publié montre son contenu, le partage et d’autres actualités', async ({
  page,
  request,
  baseURL,
}) => {
  const article = (await publishedNews(request)).find((news) => news.title === LATEST[2])!
  const response = await page.goto(`/actualites/${article._id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(new RegExp(`^${LATEST[2]} \\|`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LATEST[2])

  const body = page.getByRole('article')
  await expect(body.locator('time')).toHaveText(longDate(article.createdAt))
  await expect(body.getByText('Par Équipe BK Multiservices')).toBeVisible()
  await expect(body.getByText('Notre département Hydraulique a livré 25 forages')).toBeVisible()
  await expect(body.getByText('Chaque point d’eau dessert en moyenne 600 habitants')).toBeVisible()
  await expect(body.getByRole('listitem')).toHaveText(['Hydraulique', 'Tahoua', 'Forages'])
  await expect(body.getByRole('button', { name: 'Partager' })).toBeVisible()
  const url = `${baseURL}/actualites/${article._id}`
  await expect(body.getByRole('link', { name: 'Envoyer' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent(LATEST[2])}&body=${encodeURIComponent(url)}`,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/api\/cms\/media\/file\/.+/,
  )

  const more = page.getByRole('region', { name: "Plus d'Actualités" })
  await expect(more.getByRole('heading', { level: 3 })).toHaveText([
    LATEST[0],
    LATEST[1],
    EVENTS[0],
  ])
  await more.getByRole('link', { name: LATEST[0] }).click()
  await expect(page).toHaveURL(/\/actualites\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LATEST[0])
  await page.getByRole('link', { name: 'Retour aux actualités' }).click()
  await expect(page).toHaveURL(/\/actualites$/)
})

test('un article inconnu, non numérique ou encore brouillon répond 404', async ({
  page,
  request,
}) => {
  const draftId = await draftNewsId(request)
  for (const id of ['9999', 'pas-un-numero', draftId]) {
    const response = await page.goto(`/actualites/${id}`)
    expect(response?.status(), `/actualites/${id}`).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  }
})

test('une image d’actualité introuvable laisse place à l’image par défaut, sur les cartes et dans la fenêtre', async ({
  page,
}) => {
  await page.route('**/api/cms/media/file/**', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/actualites')
  const pictures = page.getByRole('main').locator('article img')
  await expect(pictures.first()).toBeVisible()
  const count = await pictures.count()
  expect(count).toBeGreaterThan(1)
  // the first card loads at once (before hydration), the others lazily (after)
  for (let index = 0; index < count; index++) {
    await pictures.nth(index).scrollIntoViewIfNeeded()
    await expect(pictures.nth(index)).toHaveAttribute('src', NEWS_FALLBACK_IMAGE)
  }
  const dialog = await openArticle(page, LATEST[0])
  await expect(dialog.locator('img').first()).toHaveAttribute('src', NEWS_FALLBACK_IMAGE)
})

test('les cartes offrent leur image en webp aux tailles de Payload (400 et 800 px)', async ({
  browser,
  page,
}) => {
  await page.goto('/actualites')
  const picture = page.getByRole('main').locator('article img').first()
  await expect(picture).toHaveAttribute(
    'srcset',
    /^\S+-400x300\.webp\?v=[0-9a-z]+ 400w, \S+-800x600\.webp\?v=[0-9a-z]+ 800w$/,
  )
  await expect(picture).toHaveAttribute('src', /-800x600\.webp\?v=[0-9a-z]+$/)
  // its address changes with its file: the browser keeps it for a year
  const sent = await page.request.get((await picture.getAttribute('src'))!)
  expect(sent.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // a phone's screen takes the smaller one (a phone that never got the larger one: a browser
  // may show a larger picture it already keeps)
  const phone = await browser.newPage({ viewport: { width: 375, height: 800 } })
  await phone.goto('/actualites')
  await expect
    .poll(() =>
      phone
        .getByRole('main')
        .locator('article img')
        .first()
        .evaluate((image: HTMLImageElement) => image.currentSrc),
    )
    .toMatch(/-400x300\.webp\?v=[0-9a-z]+$/)
  await phone.close()
})
