// features: platform
import { expect, test } from '@playwright/test'

test('le contrat /api répond en JSON à travers le serveur construit', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({
    success: true,
    data: { status: 'ok', database: 'ok' },
  })

  const unknown = await request.get('/api/chemin/inconnu')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual({ success: false, message: 'Route API introuvable' })

  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'faux' },
  })
  expect(login.status()).toBe(401)
  expect(await login.json()).toEqual({ success: false, message: 'Email ou mot de passe incorrect' })

  const news = await request.get('/api/news?limit=3')
  const body = await news.json()
  expect(body.data).toHaveLength(3)
  expect(body.pagination).toMatchObject({ page: 1, limit: 3, pages: expect.any(Number) })

  const document = await request.get('/api/openapi.json')
  expect((await document.json()).openapi).toBe('3.1.0')

  const status = await request.get('/api/maintenance/status')
  // the same for every visitor: shared caches (the edge) may keep it, browsers ask again each time
  expect(status.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect((await status.json()).data.title).toBe('Site en Maintenance')
})
