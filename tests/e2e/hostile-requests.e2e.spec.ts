// features: platform
import { expect, test } from '@playwright/test'

import { E2E_PORT as PORT } from '../helpers/e2eSuite'
import { floodChunked, rawRequest } from '../helpers/rawHttp'
import { adminHeaders, fieldLabel, save } from './support'

/**
 * What another site, a malformed link or a first visit does to the built server, over real
 * HTTP (Node's fetch sends exactly the headers given: no browser adds or hides any).
 */
const SITE = `http://127.0.0.1:${PORT}`
const EVIL = 'https://evil.example'
const ADMIN = { email: 'admin@example.com', password: 'admin1234' }

/** The admin's login cookie, as a browser would keep it. */
async function loginCookie(): Promise<string> {
  const login = await fetch(`${SITE}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  expect(cookie, 'cookie payload-token').toBeTruthy()
  return cookie!.split(';')[0]!
}

async function bearerToken(): Promise<string> {
  const login = await fetch(`${SITE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** The newsletter section's title as stored. */
async function storedTitle(): Promise<string> {
  const answer = await fetch(`${SITE}/api/homepage/settings`)
  const body = (await answer.json()) as {
    data: { sections: Array<{ id: string; content: { title: string } }> }
  }
  return body.data.sections.find((section) => section.id === 'newsletter')!.content.title
}

/** A write of the /api contract and one of Payload's REST API, each setting the section's title. */
const WRITES = {
  contract: (title: string) => ({
    url: `${SITE}/api/admin/homepage/sections/newsletter`,
    method: 'PUT',
    body: JSON.stringify({ content: { title } }),
  }),
  cms: (title: string) => ({
    url: `${SITE}/api/cms/globals/section-newsletter`,
    method: 'POST',
    body: JSON.stringify({ title }),
  }),
}

async function write(kind: keyof typeof WRITES, title: string, headers: Record<string, string>) {
  const { url, method, body } = WRITES[kind](title)
  const response = await fetch(url, {
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
  return { status: response.status, text: await response.text() }
}

test.describe('requêtes d’un autre site avec le cookie de connexion', () => {
  let cookie: string
  let original: string

  test.beforeAll(async () => {
    cookie = await loginCookie()
    original = await storedTitle()
  })

  test.afterAll(async () => {
    await write('contract', original, { authorization: `Bearer ${await bearerToken()}` })
  })

  for (const kind of ['contract', 'cms'] as const) {
    test(`${kind} : refusée en français depuis une origine étrangère, sans rien changer`, async () => {
      const foreign: Record<string, string>[] = [
        { cookie, origin: EVIL },
        { cookie, origin: 'null' },
        { cookie, origin: `http://127.0.0.1:${PORT + 1}` },
        // no Origin: Payload's Sec-Fetch-Site rule
        { cookie, 'sec-fetch-site': 'cross-site' },
        { cookie },
      ]
      const before = await storedTitle()
      for (const headers of foreign) {
        const answer = await write(kind, 'Piraté', headers)
        const sent = JSON.stringify({ ...headers, cookie: 'payload-token=…' })
        expect([401, 403], `${sent} → ${answer.text}`).toContain(answer.status)
        expect(answer.text).toMatch(/Authentification requise|pas autorisé/)
        expect(await storedTitle()).toBe(before)
      }
    })

    test(`${kind} : acceptée depuis le site lui-même, à ses deux adresses locales`, async () => {
      for (const [headers, title] of [
        [{ cookie, origin: SITE }, 'Depuis 127.0.0.1'],
        [{ cookie, origin: `http://localhost:${PORT}` }, 'Depuis localhost'],
        [{ cookie, 'sec-fetch-site': 'same-origin' }, 'Même origine'],
      ] as const) {
        const answer = await write(kind, title, headers)
        expect(answer.status, answer.text).toBe(200)
        await expect.poll(storedTitle).toBe(title)
      }
    })
  }

  test('un client à jeton (Bearer, JWT) n’est pas concerné, quelle que soit l’origine', async ({
    request,
  }) => {
    const bearer = await write('contract', 'Par jeton', {
      authorization: `Bearer ${await bearerToken()}`,
      origin: EVIL,
    })
    expect(bearer.status, bearer.text).toBe(200)
    const jwt = await write('cms', 'Par JWT', { ...(await adminHeaders(request)), origin: EVIL })
    expect(jwt.status, jwt.text).toBe(200)
    await expect.poll(storedTitle).toBe('Par JWT')
  })
})

test('l’administration enregistre à localhost comme à 127.0.0.1 (démo)', async ({ browser }) => {
  test.setTimeout(120_000)
  const original = await storedTitle()
  try {
    for (const [base, title] of [
      [`http://localhost:${PORT}`, 'Enregistré depuis localhost'],
      [SITE, 'Enregistré depuis 127.0.0.1'],
    ] as const) {
      const context = await browser.newContext({ baseURL: base })
      const page = await context.newPage()
      await page.goto('/admin/login')
      await page.getByLabel('E-mail').fill(ADMIN.email)
      await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      // a save goes through the admin's own requests, sent with this address as their Origin
      await page.goto('/admin/globals/section-newsletter')
      await page.getByLabel(fieldLabel('Titre')).fill(title)
      await save(page)
      await expect.poll(storedTitle).toBe(title)
      await context.close()
    }
  } finally {
    await write('contract', original, { authorization: `Bearer ${await bearerToken()}` })
  }
})

/** One address of each dynamic route family, with percent-encoding that cannot be decoded. */
const MALFORMED = '%E0%A4%A'

test('une adresse mal encodée répond 400, jamais 5xx, sur chaque famille de routes dynamiques', async () => {
  const api = [
    '/api/news/',
    '/api/departments/',
    '/api/equipment/',
    '/api/admin/news/',
    '/api/internal/',
  ]
  const cms = ['/api/cms/news/', '/api/cms/globals/', '/api/cms/media/file/', '/api/cms/']
  const pages = [
    '/actualites/',
    '/departement/',
    '/equipements/',
    '/admin/',
    '/admin/collections/',
    '/',
  ]
  for (const prefix of api) {
    const answer = await fetch(`${SITE}${prefix}${MALFORMED}`)
    expect(answer.status, prefix).toBe(400)
    expect(await answer.json(), prefix).toEqual({
      success: false,
      message: 'Adresse invalide : encodage des caractères incorrect.',
    })
  }
  for (const prefix of cms) {
    const answer = await fetch(`${SITE}${prefix}${MALFORMED}`, {
      method: prefix === '/api/cms/news/' ? 'PATCH' : 'GET',
    })
    expect(answer.status, prefix).toBe(400)
    expect(await answer.json(), prefix).toEqual({
      errors: [{ message: 'Adresse invalide : encodage des caractères incorrect.' }],
    })
  }
  for (const prefix of pages) {
    const answer = await fetch(`${SITE}${prefix}${MALFORMED}`)
    expect(answer.status, prefix).toBe(400)
    expect(answer.headers.get('content-type'), prefix).toContain('text/html')
    expect(answer.headers.get('cache-control'), prefix).toBe('no-store')
    expect(await answer.text(), prefix).toContain('Adresse invalide')
  }
  // the page is the site's own, with its security headers
  const page = await fetch(`${SITE}/actualites/${MALFORMED}`)
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
  // a form post to such an address is refused the same way
  expect(
    (await fetch(`${SITE}/actualites/${MALFORMED}`, { method: 'POST', body: 'x' })).status,
  ).toBe(400)
})

test('la page d’erreur d’une adresse mal encodée, dans Chromium', async ({ page }) => {
  const response = await page.goto(`/actualites/${MALFORMED}`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'Adresse invalide' })).toBeVisible()
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
})

test('les indications client de Payload (Accept-CH, Critical-CH, Vary) sur /admin seulement', async () => {
  for (const path of [
    '/',
    '/equipements',
    '/actualites',
    '/api/health',
    '/api/cms/departments?limit=1',
  ]) {
    const headers = (await fetch(`${SITE}${path}`)).headers
    expect(headers.get('accept-ch'), path).toBeNull()
    expect(headers.get('critical-ch'), path).toBeNull()
    expect(headers.get('vary') ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
  }
  for (const path of ['/admin', '/admin/login']) {
    const headers = (await fetch(`${SITE}${path}`, { redirect: 'manual' })).headers
    expect(headers.get('critical-ch'), path).toBe('Sec-CH-Prefers-Color-Scheme')
  }
})

test('la première visite d’une page publique fait une seule requête de document', async ({
  browser,
}) => {
  for (const path of ['/', '/equipements']) {
    // a fresh profile: no client hint remembered from an earlier visit
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    let documents = 0
    cdp.on('Network.requestWillBeSent', ({ type }) => {
      if (type === 'Document') documents += 1
    })
    expect((await page.goto(path))?.status()).toBe(200)
    await page.waitForLoadState('load')
    expect(documents, path).toBe(1)
    await context.close()
  }
})

/** The rate limits' routes, each with a body its handler refuses (nothing is sent or stored). */
const LIMITED_ROUTES = [
  '/api/auth/login',
  '/api/auth/forgot-password',
  '/api/cms/users/login',
  '/api/cms/users/forgot-password',
  '/api/quote-requests',
  '/api/newsletter/subscribe',
  '/api/analytics/beacon',
]

/** Spellings of one address that routers resolve to it, or might. */
function spellings(path: string): string[] {
  const rest = path.replace(/^\/api\//, '')
  const letter = rest.charCodeAt(0).toString(16)
  const last = path.lastIndexOf('/')
  return [
    `/api/./${rest}`,
    `/api/%2e/${rest}`,
    `/api/x/../${rest}`,
    `/api/x/%2E%2E/${rest}`,
    `/api/%${letter}${rest.slice(1)}`,
    `/api//${rest}`,
    `${path.slice(0, last)}%2F${path.slice(last + 1)}`,
    `${path.slice(0, last)}${path.slice(last).toUpperCase()}`,
    `/API/${rest}`,
    `http://evil.example${path}`,
  ]
}

const remaining = (headers: Record<string, string | string[] | undefined>) =>
  Number(/\br=(\d+)/.exec(String(headers.ratelimit ?? ''))?.[1] ?? NaN)

test('chaque orthographe d’une route limitée compte dans le même budget par IP', async () => {
  for (const path of LIMITED_ROUTES) {
    const first = await rawRequest(SITE, 'POST', path, '{}')
    let left = remaining(first.headers)
    expect(left, `${path} : en-tête RateLimit`).toBeGreaterThan(0)
    for (const spelling of spellings(path)) {
      const answer = await rawRequest(SITE, 'POST', spelling, '{}')
      expect(answer.status, spelling).not.toBe(429)
      expect(remaining(answer.headers), `${spelling} compte avec ${path}`).toBe(left - 1)
      left -= 1
    }
  }
  // the spellings that routers resolve are served by the route itself, not answered 404
  const login = await rawRequest(SITE, 'POST', '/api/%2e/auth/../auth/login', '{}')
  expect(login.status).toBe(400)
  const cmsLogin = await rawRequest(SITE, 'POST', '/api/cms/%75sers/./login', '{}')
  expect(cmsLogin.status).toBe(400)
})

test('un corps envoyé par morceaux s’arrête à la limite de sa route : 413, connexion fermée', async () => {
  const FIFTY_MB = 50 * 1024 * 1024
  const routes = [
    '/api/analytics/beacon',
    '/api/quote-requests',
    '/api/cms/users/forgot-password',
    '/api/cms/globals/section-hero',
  ]
  // a few at once: each is cut at its limit, none is read to its end
  const answers = await Promise.all(routes.map((path) => floodChunked(SITE, path, FIFTY_MB)))
  answers.forEach(({ statusLine, sentBytes }, index) => {
    expect(statusLine, routes[index]).toBe('HTTP/1.1 413 Payload Too Large')
    expect(sentBytes, routes[index]).toBeLessThan(FIFTY_MB / 4)
  })
  // the server still answers
  expect((await fetch(`${SITE}/api/health`)).status).toBe(200)
})

test('la page de connexion renvoie un compte connecté dans l’administration, jamais ailleurs ni en 5xx', async () => {
  const cookie = await loginCookie()
  const back = async (redirect: string) => {
    const answer = await fetch(`${SITE}/admin/login?redirect=${redirect}`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    })
    expect(answer.status, redirect).toBeGreaterThanOrEqual(300)
    expect(answer.status, redirect).toBeLessThan(400)
    return answer.headers.get('location')
  }
  for (const redirect of [
    '%2F%E3%80%82%2Fevil.example',
    '%2F%E2%80%8B',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F%09%2Fevil.example',
    '%2Fadmin%E3%80%82evil.example',
    'https%3A%2F%2Fevil.example',
  ])
    expect(await back(redirect), redirect).toBe('/admin')
  expect(await back('%2Fadmin%2Fcollections%2Fnews%3Fsearch%3D%C3%A9t%C3%A9')).toBe(
    '/admin/collections/news?search=%C3%A9t%C3%A9',
  )
})
