// features: accounts
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LONG_SESSION_SECONDS, SESSION_SECONDS } from '@/lib/constants'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

let payload: Payload
const password = 'session-1234'
const stamp = Date.now()
const short = `session-courte-${stamp}@example.com`
const long = `session-longue-${stamp}@example.com`
const ids: (number | string)[] = []

type Login = { token: string; exp: number }

async function cmsLogin(email: string): Promise<Login & { cookie: string }> {
  const answer = await cms('POST', 'users/login', { body: { email, password } })
  expect(answer.status).toBe(200)
  return { ...(answer.json as Login), cookie: answer.headers.get('set-cookie') ?? '' }
}

/** Whether the token still opens a session, as every instance checks it (signature, exp, sid). */
async function accepted(token: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return Boolean(user)
}

const lifetime = (token: string) => {
  const { iat, exp } = decodeJwt(token)
  return exp! - iat!
}

beforeAll(async () => {
  payload = await testPayload()
  for (const [email, longSession] of [
    [short, false],
    [long, true],
  ] as const) {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, role: 'admin', longSession },
    })
    ids.push(user.id)
  }
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  for (const id of ids) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

describe('« Session automatique de 30 jours », per account', () => {
  it('off: the admin’s login gives a two-hour session, and the admin reads that exp back', async () => {
    const session = await cmsLogin(short)
    expect(lifetime(session.token)).toBe(SESSION_SECONDS)
    expect(session.exp).toBe(decodeJwt(session.token).exp)
    const me = await cms('GET', 'users/me', { token: session.token })
    expect((me.json as { exp: number }).exp).toBe(session.exp)
  })

  it('on: the same login gives 30 days, and the cookie lives as long', async () => {
    const session = await cmsLogin(long)
    expect(lifetime(session.token)).toBe(LONG_SESSION_SECONDS)
    const expires = Date.parse(/Expires=([^;]+)/.exec(session.cookie)![1])
    expect(expires).toBeGreaterThan(Date.now() + (LONG_SESSION_SECONDS - 60) * 1000)
  })

  it('the /api contract’s login and a refresh keep the account’s own length', async () => {
    const legacy = await api<Login>('POST', '/auth/login', { body: { email: short, password } })
    expect(legacy.status).toBe(200)
    expect(lifetime(legacy.body.data!.token)).toBe(SESSION_SECONDS)

    const session = await cmsLogin(long)
    const refreshed = await cms('POST', 'users/refresh-token', { token: session.token })
    expect(refreshed.status).toBe(200)
    const { refreshedToken, exp } = refreshed.json as { refreshedToken: string; exp: number }
    expect(lifetime(refreshedToken)).toBe(LONG_SESSION_SECONDS)
    expect(exp).toBe(decodeJwt(refreshedToken).exp)
    expect(await accepted(refreshedToken)).toBe(true)
  })

  it('a short session is over after two hours without a refresh; a long one holds 30 days', async () => {
    const shortToken = (await cmsLogin(short)).token
    const longToken = (await cmsLogin(long)).token
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_SECONDS + 60) * 1000 })
    expect(await accepted(shortToken)).toBe(false)
    expect(await accepted(longToken)).toBe(true)
    vi.setSystemTime(Date.now() + (LONG_SESSION_SECONDS - SESSION_SECONDS) * 1000)
    expect(await accepted(longToken)).toBe(false)
  })

  it('turned on in the account’s settings, it holds from the next login', async () => {
    const [shortId] = ids
    const before = (await cmsLogin(short)).token
    expect(lifetime(before)).toBe(SESSION_SECONDS)
    const changed = await cms('PATCH', `users/${shortId}`, {
      token: before,
      body: { longSession: true },
    })
    expect(changed.status).toBe(200)
    expect(lifetime((await cmsLogin(short)).token)).toBe(LONG_SESSION_SECONDS)
    await payload.update({
      collection: 'users',
      id: shortId,
      overrideAccess: true,
      data: { longSession: false },
    })
  })

  it('logout ends that session for every instance (the session is deleted in the database)', async () => {
    const first = await cmsLogin(long)
    const second = await cmsLogin(long)
    const out = await cms('POST', 'users/logout', { token: first.token })
    expect(out.status).toBe(200)
    // another instance knows nothing but the shared database: a fresh read of the account
    const [row] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: long } },
        showHiddenFields: true,
        overrideAccess: true,
      })
    ).docs
    const sid = (token: string) => decodeJwt(token).sid
    expect(row.sessions?.map((s) => s.id)).not.toContain(sid(first.token))
    expect(await accepted(first.token)).toBe(false)
    // the account's other session (another browser) is not this one's to end
    expect(await accepted(second.token)).toBe(true)
  })
})
