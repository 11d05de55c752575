// features: platform
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { freshDatabase, startBuiltServer } from '../../scripts/lib/server'

/** The directives every answer's CSP must hold, whatever produced the answer. */
const REQUIRED_DIRECTIVES = {
  'default-src': "'self'",
  'object-src': "'none'",
  'frame-ancestors': "'self'",
  'base-uri': "'self'",
}

function policy(response: APIResponse, what: string): Map<string, string> {
  // two policies would both apply: say so rather than test only one of them
  const values = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(values, `${what} : une seule Content-Security-Policy`).toHaveLength(1)
  const directives = values[0]!.value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  return new Map(
    directives.map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/)
      return [name.toLowerCase(), sources.join(' ')]
    }),
  )
}

/** The edge's security headers on one answer of the http server (no HSTS over http). */
function expectSecurityHeaders(response: APIResponse, what: string): Map<string, string> {
  const csp = policy(response, what)
  for (const [name, value] of Object.entries(REQUIRED_DIRECTIVES)) {
    expect(csp.get(name), `${what} : ${name}`).toBe(value)
  }
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by'], what).toBeUndefined()
  expect(headers['strict-transport-security'], what).toBeUndefined()
  return csp
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'admin1234' },
  })
  expectSecurityHeaders(login, 'POST /api/auth/login')
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

test('en-têtes de sécurité sur chaque sorte de réponse du serveur construit', async ({
  request,
}) => {
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expectSecurityHeaders(home, 'GET /')
  const html = await home.text()
  const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/)?.[0]
  expect(asset, 'un fichier /_next/static/ dans la page d’accueil').toBeTruthy()

  const media = (await (await request.get('/api/cms/media?limit=1&depth=0')).json()) as {
    docs: { url: string }[]
  }
  const mediaUrl = media.docs[0]?.url
  expect(mediaUrl, 'une image de la médiathèque').toMatch(/^\/api\/cms\/media\/file\//)

  const answers: [string, number, Promise<APIResponse>][] = [
    ['page publique', 200, request.get('/equipements')],
    ['page introuvable', 404, request.get('/page-qui-n-existe-pas')],
    [
      'redirection de l’edge (/maintenance hors maintenance)',
      302,
      request.get('/maintenance', { maxRedirects: 0 }),
    ],
    [
      'redirection de Next (barre oblique finale)',
      308,
      request.get('/equipements/', { maxRedirects: 0 }),
    ],
    ['HEAD d’une page', 200, request.head('/actualites')],
    ['page filtrée rendue à la demande', 200, request.get('/actualites?page=1')],
    ['statut de maintenance', 200, request.get('/api/maintenance/status')],
    ['erreur d’API (401)', 401, request.get('/api/admin/dashboard')],
    ['route d’API inconnue', 404, request.get('/api/chemin/inconnu')],
    ['JSON de Payload', 200, request.get('/api/cms/departments?limit=1&depth=0')],
    ['connexion à l’administration', 200, request.get('/admin/login')],
    ['fichier statique de Next', 200, request.get(asset!)],
    ['image envoyée', 200, request.get(mediaUrl!)],
    [
      'image optimisée par Next',
      200,
      request.get(`/_next/image?url=${encodeURIComponent(mediaUrl!)}&w=640&q=75`),
    ],
    ['robots.txt', 200, request.get('/robots.txt')],
    ['sitemap.xml', 200, request.get('/sitemap.xml')],
    ['catalogue PDF', 200, request.get('/catalogue.pdf')],
    [
      'POST refusé (mauvais mot de passe)',
      401,
      request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'faux' } }),
    ],
  ]
  for (const [what, status, pending] of answers) {
    const response = await pending
    expect(response.status(), what).toBe(status)
    expectSecurityHeaders(response, what)
  }

  // an answer replayed from the edge's memory carries them too
  await expect.poll(async () => (await request.get('/')).headers()['x-edge-cache']).toBe('HIT')
  expectSecurityHeaders(await request.get('/'), 'page servie par le cache de l’edge')
})

test('un SVG envoyé par l’administrateur est servi avec une CSP qui interdit tout script', async ({
  request,
}) => {
  const token = await adminToken(request)
  const authorization = `Bearer ${token}`
  // the upload refuses SVGs with scripts (int tests): this one is clean, the policy is the second line
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><rect width="12" height="12" fill="#2563eb"/></svg>'
  const upload = await request.post('/api/upload', {
    headers: { authorization },
    multipart: {
      files: { name: `csp-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
    },
  })
  expectSecurityHeaders(upload, 'POST /api/upload')
  expect(upload.status()).toBe(201)
  const [file] = (
    (await upload.json()) as { data: { files: { _id: string; url: string; mimetype: string }[] } }
  ).data.files
  expect(file?.mimetype).toBe('image/svg+xml')
  try {
    const served = await request.get(file!.url)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toContain('image/svg+xml')
    expect(await served.text()).toBe(svg)
    const csp = expectSecurityHeaders(served, 'SVG envoyé')
    expect(csp.get('script-src')).toBe("'none'")

    // Next decodes the path before routing: the same file under another spelling is no exception
    const respelled = await request.get(file!.url.replace('/file/', '/%66ile/'))
    expect(respelled.status()).toBe(200)
    expect(expectSecurityHeaders(respelled, 'SVG, adresse encodée').get('script-src')).toBe(
      "'none'",
    )
  } finally {
    expect(
      (await request.delete(`/api/upload/${file!._id}`, { headers: { authorization } })).status(),
    ).toBe(200)
  }
})

test('le cookie de connexion de l’administration est HttpOnly, SameSite=Lax et Secure en production', async ({
  context,
}) => {
  // logged in through the browser context: the flags are read as Chromium parsed them
  const login = await context.request.post('/api/cms/users/login', {
    data: { email: 'admin@example.com', password: 'admin1234' },
  })
  expect(login.status()).toBe(200)
  const cookie = (await context.cookies()).find(({ name }) => name === 'payload-token')
  expect(cookie, 'cookie payload-token').toBeDefined()
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  // the built server runs with NODE_ENV=production
  expect(cookie?.secure).toBe(true)
})

test('HSTS seulement derrière https : un serveur dont PUBLIC_URL est en https l’envoie', async () => {
  test.setTimeout(180_000)
  // its own server and data, so the shared one keeps its http configuration
  const dataDir = 'data/test/headers-https'
  await freshDatabase(dataDir)
  const server = await startBuiltServer({
    dataDir,
    port: 3504,
    env: { PUBLIC_URL: 'https://example.test', LOG_REQUESTS: 'false' },
    quiet: true,
  })
  try {
    for (const path of ['/', '/api/health', '/api/admin/dashboard', '/robots.txt']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      )
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'")
    }
  } finally {
    expect(await server.stop()).toBe(0)
  }
})
