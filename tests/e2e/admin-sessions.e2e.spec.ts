// features: accounts
import { type BrowserContext, expect, test } from '@playwright/test'
import { decodeJwt } from 'jose'

import { LONG_SESSION_SECONDS, SESSION_COOKIE, SESSION_SECONDS } from '../../src/lib/constants'
import { adminHeaders, loginAfresh, settled, signIn } from './support'

/** The browser's session cookie: its token's lifetime, and when the browser drops it. */
async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
  expect(cookie, 'cookie de session').toBeDefined()
  const { iat, exp } = decodeJwt(cookie!.value)
  return { token: cookie!.value, lifetime: exp! - iat!, expires: cookie!.expires }
}

test('« Session automatique de 30 jours » : deux heures sans elle, 30 jours avec ; « Déconnexion » la ferme', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const superAdmin = await adminHeaders(request, 'superAdmin')
  const email = `session-${Date.now()}@example.com`
  const password = 'session-longue-1234'
  const created = await request.post('/api/cms/users', {
    headers: superAdmin,
    data: { email, password, role: 'admin' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await signIn(page, email, password)
    expect((await sessionCookie(page.context())).lifetime).toBe(SESSION_SECONDS)

    await page.goto('/admin/settings')
    const longSession = page.getByLabel('Session automatique de 30 jours')
    await expect(longSession).not.toBeChecked()
    await longSession.check()
    await settled(page)
    await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
    await expect(page.getByText('Les paramètres ont été sauvegardés avec succès')).toBeVisible()

    // the next sign-in: a token and a cookie for 30 days, the browser closed or not
    await page.context().clearCookies()
    await signIn(page, email, password)
    const long = await sessionCookie(page.context())
    expect(long.lifetime).toBe(LONG_SESSION_SECONDS)
    expect(long.expires * 1000).toBeGreaterThan(Date.now() + (LONG_SESSION_SECONDS - 120) * 1000)

    // « Déconnexion » ends this session on the server: the token is worth nothing afterwards
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    const me = await request.get('/api/cms/users/me', {
      headers: { Authorization: `JWT ${long.token}` },
    })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  } finally {
    await request.delete(`/api/cms/users/${doc.id}`, { headers: superAdmin })
  }
})

test('un écran standard de Payload dont la session a pris fin mène à la connexion, puis y revient', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await loginAfresh(page)
  await page.goto('/admin/globals/section-values')
  const screen = page.url()
  await page.locator('#field-title').fill('Nos valeurs, session terminée')
  await settled(page)

  // the session ends elsewhere (a logout in another browser with the same session)
  const { token } = await sessionCookie(page.context())
  const out = await request.post('/api/cms/users/logout', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(out.status()).toBe(200)

  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login\?expired=1&redirect=/)
  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible()
  await page.getByLabel('E-mail').fill('admin@example.com')
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin1234')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(screen)
  // nothing was saved while signed out
  await expect(page.locator('#field-title')).not.toHaveValue('Nos valeurs, session terminée')
})

test('un écran ouvert après la fin de la session mène à la connexion avec le message, puis y revient', async ({
  page,
  request,
}) => {
  await loginAfresh(page)
  const { token } = await sessionCookie(page.context())
  const out = await request.post('/api/cms/users/logout', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(out.status()).toBe(200)

  // the browser still sends its cookie: the screen knows a session ended, not a visitor
  await page.goto('/admin/collections/departments?limit=10')
  await expect(page).toHaveURL(
    `/admin/login?expired=1&redirect=${encodeURIComponent('/admin/collections/departments?limit=10')}`,
  )
  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible()
  await page.getByLabel('E-mail').fill('admin@example.com')
  await page.getByLabel('Mot de passe', { exact: true }).fill('admin1234')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  // the same list, with its limit; Payload adds the sort this account last chose for it, which
  // an earlier test may have left
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/admin/collections/departments' && url.searchParams.get('limit') === '10',
  )
})
