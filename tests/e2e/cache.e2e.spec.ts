// features: platform
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, request as newRequest, test } from '@playwright/test'

import { FINGERPRINT_FILE } from '../../scripts/lib/build'
import { withGlobal } from './support'

const edgeCache = (response: { headers: () => Record<string, string> }) =>
  response.headers()['x-edge-cache']

test('pages publiques et lectures fréquentes viennent du cache de l’edge ; un enregistrement se voit à la requête suivante', async ({
  request,
  baseURL,
}) => {
  const visitor = await newRequest.newContext({ baseURL })
  for (const path of [
    '/',
    '/equipements',
    '/actualites',
    '/api/maintenance/status',
    '/api/homepage/settings',
  ]) {
    await visitor.get(path)
    await expect.poll(async () => edgeCache(await visitor.get(path)), { message: path }).toBe('HIT')
  }
  // a signed-in visitor, a filtered listing (rendered per request) and the health check are never stored
  expect(
    edgeCache(await visitor.get('/', { headers: { cookie: 'payload-token=x' } })),
  ).toBeUndefined()
  for (const path of ['/actualites?page=2', '/equipements?category=VEHICULE', '/api/health']) {
    await visitor.get(path)
    expect(edgeCache(await visitor.get(path)), path).toBeUndefined()
  }
  expect(await (await visitor.get('/equipements?category=VEHICULE')).text()).toContain(
    'Camion benne Mercedes Actros',
  )

  const marker = `Sous-titre ${Date.now()}`
  await withGlobal(request, 'section-hero', { subtitle: marker }, async () => {
    expect(await (await visitor.get('/')).text()).toContain(marker)
  })
  expect(await (await visitor.get('/')).text()).not.toContain(marker)
  await visitor.dispose()
})

test('les lectures gardées dans le cache de données de Next portent l’empreinte du code construit', () => {
  // what src/platform/cache/cachedRead.ts adds to every key: an entry from other code is never read back
  const generation = readFileSync(FINGERPRINT_FILE, 'utf8').slice(0, 16)
  const serverCode = (readdirSync('.next/server', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join('.next/server', file))
  expect(serverCode.some((file) => readFileSync(file, 'utf8').includes(`"${generation}"`))).toBe(
    true,
  )
})
