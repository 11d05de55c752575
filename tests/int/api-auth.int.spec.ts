// features: accounts
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { ensureAccounts } from '@/seed/users'

import { api, tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /auth/login', () => {
  it('returns the token and the user, never the hash or salt', async () => {
    const { status, body } = await api<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/auth/login',
      {
        body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      },
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.data?.token).toMatch(/^ey/)
    expect(body.data?.user).toMatchObject({
      email: DEMO_ADMIN.email,
      role: 'admin',
      firstName: 'Ibrahim',
      _id: expect.any(String),
    })
    expect(JSON.stringify(body)).not.toMatch(/hash|salt|sessions/)
  })

  it("refuses wrong credentials with 401 'Email ou mot de passe incorrect'", async () => {
    for (const credentials of [
      { email: DEMO_ADMIN.email, password: 'faux' },
      { email: 'personne@example.com', password: 'faux' },
    ]) {
      const { status, body } = await api('POST', '/auth/login', { body: credentials })
      expect(status).toBe(401)
      expect(body).toEqual({ success: false, message: 'Email ou mot de passe incorrect' })
    }
  })

  it('refuses malformed JSON (400), another content type (415), an oversized body (413), missing fields (400)', async () => {
    expect(
      (
        await api('POST', '/auth/login', {
          raw: '{"email":',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('POST', '/auth/login', {
          raw: 'email=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415)
    const big = await api('POST', '/auth/login', {
      raw: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(big.status).toBe(413)
    const missing = await api('POST', '/auth/login', { body: { email: DEMO_ADMIN.email } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^Données invalides\. password/)
  })
})

describe('session', () => {
  it('GET /auth/me knows the bearer (or JWT) of a valid token and refuses others with 401', async () => {
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    expect((await api('GET', '/auth/me', { token })).body.data).toMatchObject({
      email: DEMO_ADMIN.email,
    })
    expect(
      (await api('GET', '/auth/me', { headers: { authorization: `JWT ${token}` } })).status,
    ).toBe(200)
    const [header, claims] = token.split('.')
    for (const bad of [undefined, 'pas-un-jeton', `${header}.${claims}.signature-forgee`]) {
      const answer = await api('GET', '/auth/me', { token: bad })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ success: false, message: 'Authentification requise' })
    }
  })

  it('refuses an expired token, even one signed with the right secret', async () => {
    const { decodeProtectedHeader, jwtVerify, SignJWT } = await import('jose')
    const key = new TextEncoder().encode(payload.secret)
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const { payload: claims } = await jwtVerify(token, key)
    const signed = (expiresAt: number) =>
      new SignJWT({ ...claims })
        .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
        .setExpirationTime(expiresAt)
        .sign(key)
    // control: the same claims, re-signed with a future expiry, are accepted
    const fresh = await signed(Math.floor(Date.now() / 1000) + 600)
    expect((await api('GET', '/auth/me', { token: fresh })).status).toBe(200)
    const expired = await signed(Math.floor(Date.now() / 1000) - 60)
    expect((await api('GET', '/auth/me', { token: expired })).status).toBe(401)
    expect((await api('GET', '/admin/dashboard', { token: expired })).status).toBe(401)
  })

  it('POST /auth/logout ends the session: the same token is refused afterwards', async () => {
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    expect((await api('POST', '/auth/logout', { token })).body).toEqual({
      success: true,
      message: 'Déconnexion réussie',
    })
    expect((await api('GET', '/auth/me', { token })).status).toBe(401)
    expect((await api('POST', '/auth/logout')).status).toBe(401)
  })
})

describe('passwords', () => {
  const account = { email: 'motdepasse@example.com', password: 'ancien-mot-de-passe' }

  it('POST /auth/change-password checks the current password and changes it', async () => {
    await payload.create({
      collection: 'users',
      data: { ...account, role: 'admin' },
      overrideAccess: true,
    })
    const token = await tokenFor(account.email, account.password)
    const wrong = await api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: 'faux', newPassword: 'nouveau-mot-de-passe' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect.')
    const short = await api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: account.password, newPassword: 'court' },
    })
    expect(short.status).toBe(400)
    const done = await api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: account.password, newPassword: 'nouveau-mot-de-passe' },
    })
    expect(done.body).toEqual({ success: true, message: 'Mot de passe modifié avec succès' })
    expect(await tokenFor(account.email, 'nouveau-mot-de-passe')).toMatch(/^ey/)
    expect(
      (
        await api('POST', '/auth/change-password', {
          body: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
        })
      ).status,
    ).toBe(401)
  })

  it('POST /auth/forgot-password answers the same whether the email exists or not', async () => {
    const known = await api('POST', '/auth/forgot-password', { body: { email: DEMO_ADMIN.email } })
    const unknown = await api('POST', '/auth/forgot-password', {
      body: { email: 'inconnu@example.com' },
    })
    expect(known.status).toBe(200)
    expect(unknown).toMatchObject({ status: known.status, body: known.body })
  })

  it('POST /auth/reset-password sets a new password with the emailed token, refuses a bad one', async () => {
    const email = 'oubli@example.com'
    await payload.create({
      collection: 'users',
      data: { email, password: 'oublie-depuis-longtemps', role: 'admin' },
      overrideAccess: true,
    })
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    const bad = await api('POST', '/auth/reset-password', {
      body: { token: 'jeton-invalide', newPassword: 'tout-nouveau-1' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Lien de réinitialisation invalide ou expiré.')
    const good = await api('POST', '/auth/reset-password', {
      body: { token: resetToken, newPassword: 'tout-nouveau-1' },
    })
    expect(good.status).toBe(200)
    expect(await tokenFor(email, 'tout-nouveau-1')).toMatch(/^ey/)
  })
})

describe('a reset link after the password was changed another way', () => {
  const email = 'lien-perime@example.com'
  const first = 'premier-mot-1234'
  let id: number

  beforeAll(async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email, password: first, role: 'admin' },
      overrideAccess: true,
    })
    id = created.id
  })

  const resetLink = () =>
    payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })

  /** The old link, tried on both reset routes: refused, and the password stays the one set. */
  async function expectDeadLink(token: string, password: string) {
    const contract = await api('POST', '/auth/reset-password', {
      body: { token, newPassword: 'pris-par-le-lien-1' },
    })
    expect(contract.status).toBe(400)
    expect(contract.body.message).toBe('Lien de réinitialisation invalide ou expiré.')
    const cmsReset = await cms('POST', 'users/reset-password', {
      body: { token, password: 'pris-par-le-lien-1' },
    })
    expect(cmsReset.status).toBe(403)
    expect(cmsReset.text).toContain('Lien de réinitialisation invalide ou expiré.')
    expect(await tokenFor(email, password)).toMatch(/^ey/)
  }

  it('is dead once the owner signed in and changed it (/api/auth/change-password)', async () => {
    const link = await resetLink()
    const session = await tokenFor(email, first)
    const changed = await api('POST', '/auth/change-password', {
      token: session,
      body: { currentPassword: first, newPassword: 'deuxieme-mot-1234' },
    })
    expect(changed.status).toBe(200)
    await expectDeadLink(link, 'deuxieme-mot-1234')
  })

  it('is dead once the password was set on the account screen (Payload’s update)', async () => {
    const link = await resetLink()
    const session = await tokenFor(email, 'deuxieme-mot-1234')
    const saved = await cms('PATCH', `users/${id}`, {
      token: session,
      body: { password: 'troisieme-mot-1234' },
    })
    expect(saved.status).toBe(200)
    await expectDeadLink(link, 'troisieme-mot-1234')
  })

  it('still works when nothing changed the password, and only once', async () => {
    const link = await resetLink()
    const used = await api('POST', '/auth/reset-password', {
      body: { token: link, newPassword: 'quatrieme-mot-1234' },
    })
    expect(used.status).toBe(200)
    await expectDeadLink(link, 'quatrieme-mot-1234')
  })
})

describe('POST /auth/register', () => {
  it('is closed to anonymous visitors and admins once an account exists (403)', async () => {
    const anonymous = await api('POST', '/auth/register', {
      body: { email: 'intrus@example.com', password: 'intrus-1234' },
    })
    expect(anonymous.status).toBe(403)
    expect(anonymous.body.message).toMatch(/^Inscription fermée/)
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    expect(
      (
        await api('POST', '/auth/register', {
          token,
          body: { email: 'intrus@example.com', password: 'intrus-1234' },
        })
      ).status,
    ).toBe(403)
    expect(
      await payload.count({
        collection: 'users',
        where: { email: { equals: 'intrus@example.com' } },
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('lets a super-admin create an account (201, no token handed over), refuses a duplicate (400)', async () => {
    const token = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const body = {
      email: 'recrue@example.com',
      password: 'recrue-1234',
      firstName: 'Fatou',
      lastName: 'Diallo',
    }
    const created = await api<{ user: Record<string, unknown>; token?: string }>(
      'POST',
      '/auth/register',
      { token, body },
    )
    expect(created.status).toBe(201)
    expect(created.body.data?.user).toMatchObject({
      email: body.email,
      role: 'admin',
      firstName: 'Fatou',
    })
    expect(created.body.data?.token).toBeUndefined()
    const duplicate = await api('POST', '/auth/register', { token, body })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.success).toBe(false)
    const invalid = await api('POST', '/auth/register', {
      token,
      body: { email: 'pas-un-email', password: 'x' },
    })
    expect(invalid.status).toBe(400)
  })

  it('on a database without accounts, creates the owner: super-admin, signed in at once', async () => {
    const removeAll = () =>
      payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    await removeAll()
    try {
      const first = await api<{ user: Record<string, unknown>; token: string }>(
        'POST',
        '/auth/register',
        {
          body: {
            email: 'proprietaire@example.com',
            password: 'proprietaire-1234',
            firstName: 'Moussa',
            role: 'admin',
          },
        },
      )
      expect(first.status).toBe(201)
      expect(first.body.message).toBe('Compte créé avec succès')
      expect(first.body.data?.user).toMatchObject({
        email: 'proprietaire@example.com',
        role: 'super-admin',
      })
      expect((await api('GET', '/auth/me', { token: first.body.data?.token })).status).toBe(200)
      expect(
        (
          await api('POST', '/auth/register', {
            body: { email: 'second@example.com', password: 'second-1234' },
          })
        ).status,
      ).toBe(403)
    } finally {
      // back to the suite's demo accounts
      await removeAll()
      await ensureAccounts(payload)
    }
  })
})
