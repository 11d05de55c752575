// features: accounts
import { decodeJwt } from 'jose'
import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOGIN_MAX_ATTEMPTS, SESSION_SECONDS } from '@/lib/constants'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

let payload: Payload
const email = `deux-facteurs-${Date.now()}@example.com`
const password = 'motdepasse-2fa'
let userId: number | string
let secret = ''
let recoveryCodes: string[] = []

/** The authenticator's code `steps` 30-second steps from now (RFC 6238, as the app shows it). */
const codeAt = (steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

const row = async () =>
  (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as Record<
    string,
    unknown
  >

async function challenge(): Promise<string> {
  const { status, body } = await api<{ twoFactorRequired: true; challenge: string }>(
    'POST',
    '/auth/login',
    { body: { email, password } },
  )
  expect(status).toBe(200)
  expect(body.data).toMatchObject({ twoFactorRequired: true, expiresIn: 300 })
  expect(body.data).not.toHaveProperty('token')
  return body.data!.challenge
}

const secondStep = (answer: string, code: string) =>
  api<{ token: string }>('POST', '/auth/login/two-factor', { body: { challenge: answer, code } })

beforeAll(async () => {
  payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'admin' },
  })
  userId = user.id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: userId, overrideAccess: true })
})

describe('two-factor authentication (TOTP, RFC 6238)', () => {
  it('is turned on by a code of the scanned secret, and shows 8 recovery codes once', async () => {
    const token = await tokenFor(email, password)
    const setup = await api<{ secret: string; uri: string; qrCode: string }>(
      'POST',
      '/auth/two-factor/setup',
      { token },
    )
    expect(setup.status).toBe(200)
    secret = setup.body.data!.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.data!.uri).toMatch(
      new RegExp(`^otpauth://totp/.*${encodeURIComponent(email)}.*secret=${secret}`),
    )
    expect(setup.body.data!.qrCode).toMatch(/^<svg/)

    const wrong = await api('POST', '/auth/two-factor/confirm', { token, body: { code: '000000' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Code de vérification incorrect.')
    expect((await row()).twoFactorEnabled).toBeFalsy()

    const confirmed = await api<{ recoveryCodes: string[] }>('POST', '/auth/two-factor/confirm', {
      token,
      body: { code: await codeAt(0) },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('Double authentification activée')
    recoveryCodes = confirmed.body.data!.recoveryCodes
    expect(recoveryCodes).toHaveLength(8)
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  })

  it('keeps the secret sealed and out of every answer', async () => {
    const stored = await row()
    expect(stored.twoFactorEnabled).toBe(true)
    expect(String(stored.twoFactorSecret)).not.toContain(secret)
    expect(JSON.stringify(stored.twoFactorRecoveryCodes)).not.toContain(recoveryCodes[0])

    const superToken = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const read = await cms('GET', `/users/${userId}`, { token: superToken })
    expect(read.status).toBe(200)
    expect(read.text).not.toMatch(/twoFactorSecret|twoFactorRecoveryCodes|twoFactorPending/)
    expect(read.json).toMatchObject({ twoFactorEnabled: true })
    const local = await payload.findByID({ collection: 'users', id: userId })
    expect(JSON.stringify(local)).not.toContain(String(stored.twoFactorSecret))
  })

  it('asks for a code after the right password, on the /api and on Payload’s login', async () => {
    const wrongPassword = await api('POST', '/auth/login', {
      body: { email, password: 'pas-le-bon' },
    })
    expect(wrongPassword.status).toBe(401)
    await challenge()

    const admin = await cms('POST', '/users/login', { body: { email, password } })
    expect(admin.status).toBe(401)
    expect(admin.json).toMatchObject({
      errors: [
        {
          message: 'Saisissez le code de votre application d’authentification.',
          data: { twoFactor: true, challenge: expect.any(String) },
        },
      ],
    })
    expect(admin.headers.get('set-cookie')).toBeNull()
  })

  it('signs in with the challenge and a code, once per code', async () => {
    const first = await challenge()
    const wrong = await secondStep(first, '123456')
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Code de vérification incorrect.')

    const code = await codeAt(1)
    const before = (await payload.findByID({ collection: 'users', id: userId })).updatedAt
    const signedIn = await secondStep(first, code)
    expect(signedIn.status).toBe(200)
    // the step, the attempts and the session are bookkeeping, not an edit of the account
    expect((await payload.findByID({ collection: 'users', id: userId })).updatedAt).toBe(before)
    expect(signedIn.headers.get('set-cookie')).toMatch(/payload-token=ey/)
    const me = await api('GET', '/auth/me', { token: signedIn.body.data!.token })
    expect(me.body.data).toMatchObject({ email })
    // the account's own session length, as after a login without a code
    const { iat, exp } = decodeJwt(signedIn.body.data!.token)
    expect(exp! - iat!).toBe(SESSION_SECONDS)

    // the same code a second time is refused (a code seen over a shoulder is used up)
    expect((await secondStep(await challenge(), code)).status).toBe(401)
  })

  it('takes each recovery code once', async () => {
    const recovery = recoveryCodes[0]!
    expect((await secondStep(await challenge(), recovery.toLowerCase())).status).toBe(200)
    expect((await secondStep(await challenge(), recovery)).status).toBe(401)
  })

  it('takes a code once even when two checks of it arrive at the same moment', async () => {
    const same = recoveryCodes[3]!
    const twice = [await challenge(), await challenge()]
    const [a, b] = await Promise.all(twice.map((answer) => secondStep(answer, same)))
    expect([a.status, b.status].sort()).toEqual([200, 401])
    // two different codes at once are both taken: the check that lost reads the row again
    const both = [await challenge(), await challenge()]
    const [c, d] = await Promise.all(
      both.map((answer, index) => secondStep(answer, recoveryCodes[4 + index]!)),
    )
    expect([c.status, d.status]).toEqual([200, 200])
    expect((await row()).twoFactorRecoveryCodes).toHaveLength(8 - 4)
  })

  it('refuses an altered or expired challenge', async () => {
    const answer = await challenge()
    const altered = `${answer.slice(0, -2)}xx`
    const refused = await secondStep(altered, await codeAt(0))
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(
      'La vérification a expiré : reconnectez-vous avec votre mot de passe.',
    )
  })

  it('locks the account after too many wrong codes, as after wrong passwords', async () => {
    await payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: { loginAttempts: 0, lockUntil: null },
    })
    const answer = await challenge()
    let last = await secondStep(answer, '000000')
    for (let attempt = 1; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1) {
      last = await secondStep(answer, '000000')
    }
    expect(last.body.message).toBe(
      'Compte temporairement verrouillé après trop de tentatives. Réessayez dans 10 minutes.',
    )
    expect((await secondStep(answer, recoveryCodes[1]!)).status).toBe(401)
    expect((await api('POST', '/auth/login', { body: { email, password } })).status).toBe(401)
    await payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: { loginAttempts: 0, lockUntil: null },
    })
  })

  it('voids the challenges of an old password when the password changes', async () => {
    const answer = await challenge()
    await payload.update({
      collection: 'users',
      id: userId,
      overrideAccess: true,
      data: { password },
    })
    expect((await secondStep(answer, recoveryCodes[2]!)).status).toBe(401)
  })

  it('is turned off for another account by a super-administrator only', async () => {
    const adminToken = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const refused = await api('POST', `/auth/two-factor/disable/${userId}`, { token: adminToken })
    expect(refused.status).toBe(403)
    const superToken = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    expect((await api('POST', '/auth/two-factor/disable/abc', { token: superToken })).status).toBe(
      404,
    )
    const done = await api('POST', `/auth/two-factor/disable/${userId}`, { token: superToken })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Double authentification désactivée')
    const stored = await row()
    expect(stored).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null })
    // the password alone signs in again
    expect(await tokenFor(email, password)).toMatch(/^ey/)
  })

  it('is turned off on one’s own account with a current code only', async () => {
    const token = await tokenFor(email, password)
    secret = (await api<{ secret: string }>('POST', '/auth/two-factor/setup', { token })).body.data!
      .secret
    const confirmed = await api<{ recoveryCodes: string[] }>('POST', '/auth/two-factor/confirm', {
      token,
      body: { code: await codeAt(0) },
    })
    const session = await secondStep(await challenge(), await codeAt(1))
    const own = session.body.data!.token
    const wrong = await api('POST', '/auth/two-factor/disable', {
      token: own,
      body: { code: '111111' },
    })
    expect(wrong.status).toBe(400)
    // a right current password still changes the password (the check does not stop at the code)
    const changed = await api('POST', '/auth/change-password', {
      token: own,
      body: { currentPassword: password, newPassword: password },
    })
    expect(changed.status).toBe(200)
    // the change signed every session out: in again, with a recovery code
    const again = await secondStep(await challenge(), confirmed.body.data!.recoveryCodes[1]!)
    const off = await api('POST', '/auth/two-factor/disable', {
      token: again.body.data!.token,
      body: { code: confirmed.body.data!.recoveryCodes[0] },
    })
    expect(off.status).toBe(200)
    expect((await row()).twoFactorEnabled).toBe(false)
  })
})

describe('what a session alone cannot do to an account with two-factor on', () => {
  const ownerEmail = `deux-facteurs-super-${Date.now()}@example.com`
  let ownerId: number | string
  let ownerSecret = ''
  let session = ''

  const ownerRow = async () =>
    (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: ownerId } },
    })) as Record<string, unknown>
  const ownerCode = (steps: number) =>
    generate({ secret: ownerSecret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })
  const ownerChallenge = async (secretWord = password) =>
    api<{ twoFactorRequired?: true; challenge: string; token?: string }>('POST', '/auth/login', {
      body: { email: ownerEmail, password: secretWord },
    })

  beforeAll(async () => {
    const owner = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: ownerEmail, password, role: 'super-admin' },
    })
    ownerId = owner.id
    const token = await tokenFor(ownerEmail, password)
    ownerSecret = (await api<{ secret: string }>('POST', '/auth/two-factor/setup', { token })).body
      .data!.secret
    await api('POST', '/auth/two-factor/confirm', { token, body: { code: await ownerCode(0) } })
    const answer = (await ownerChallenge()).body.data!.challenge
    session = (await secondStep(answer, await ownerCode(1))).body.data!.token
  })

  afterAll(async () => {
    await payload.delete({ collection: 'users', id: ownerId, overrideAccess: true })
  })

  it('a super-administrator cannot turn off their own through the route for other accounts', async () => {
    const refused = await api('POST', `/auth/two-factor/disable/${ownerId}`, { token: session })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Pour votre propre compte, la désactivation demande un code de votre application (ou un code de secours).',
    )
    expect((await ownerRow()).twoFactorEnabled).toBe(true)
    expect((await ownerChallenge()).body.data).toMatchObject({ twoFactorRequired: true })
  })

  it('setting up a new authenticator is refused while it is on', async () => {
    const before = await ownerRow()
    const setup = await api('POST', '/auth/two-factor/setup', { token: session })
    expect(setup.status).toBe(409)
    expect(setup.body.message).toBe(
      'La double authentification est déjà active : désactivez-la d’abord avec un code pour changer d’application.',
    )
    // nor is a pending secret confirmed, even with a right code of it
    await payload.db.updateOne({
      collection: 'users',
      id: ownerId,
      data: { twoFactorPending: before.twoFactorSecret },
    })
    const confirm = await api('POST', '/auth/two-factor/confirm', {
      token: session,
      body: { code: await ownerCode(0) },
    })
    expect(confirm.status).toBe(409)
    const after = await ownerRow()
    expect(after.twoFactorSecret).toBe(before.twoFactorSecret)
    expect(after.twoFactorRecoveryCodes).toEqual(before.twoFactorRecoveryCodes)
    await payload.db.updateOne({
      collection: 'users',
      id: ownerId,
      data: { twoFactorPending: null },
    })
  })

  it('a password reset succeeds, opens no session, and the next login asks for the code', async () => {
    const newPassword = 'nouveau-mot-de-passe-2fa'
    for (const [route, reset] of [
      [
        '/api/auth/reset-password',
        (token: string, secretWord: string) =>
          api('POST', '/auth/reset-password', { body: { token, newPassword: secretWord } }),
      ],
      [
        '/api/cms/users/reset-password',
        (token: string, secretWord: string) =>
          cms('POST', '/users/reset-password', { body: { token, password: secretWord } }),
      ],
    ] as const) {
      const secretWord = `${newPassword}-${route.length}`
      const token = await payload.forgotPassword({
        collection: 'users',
        data: { email: ownerEmail },
        disableEmail: true,
      })
      const answer = await reset(token, secretWord)
      expect(answer.status, route).toBe(200)
      if ('body' in answer) {
        expect(answer.body.message).toBe(
          'Mot de passe réinitialisé avec succès. Connectez-vous avec ce mot de passe et le code de votre application.',
        )
        expect(answer.body.data).not.toHaveProperty('token')
      } else {
        expect(answer.json).not.toHaveProperty('token')
        expect(answer.headers.get('set-cookie')).toMatch(/^payload-token=;/)
      }
      expect((await ownerRow()).sessions ?? []).toEqual([])
      // the new password is the one, and it asks for the code
      expect((await ownerChallenge(secretWord)).body.data).toMatchObject({
        twoFactorRequired: true,
      })
      expect((await ownerChallenge(password)).status).toBe(401)
      await payload.update({
        collection: 'users',
        id: ownerId,
        overrideAccess: true,
        data: { password },
      })
    }
  })
})
