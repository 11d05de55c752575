// features: accounts
import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_IP_HEADER } from '@/platform/runtime/environment'
import type { User } from '@/generated/payload-types'
import { signInOrigin } from '@/features/accounts/signInAlerts'
import { confirmTwoFactorSetup, startTwoFactorSetup } from '@/features/accounts/twoFactor'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let user: User
const email = `alertes-${Date.now()}@example.com`
const password = 'alertes-connexion'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

const alerts = async () =>
  (
    await payload.find({
      collection: 'outgoing-emails',
      where: { and: [{ to: { equals: email } }, { kind: { equals: 'security' } }] },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** A sign-in from this address and browser; resolves once its comparison is stored. */
async function signIn(ip: string, agent: string) {
  const before = JSON.stringify(
    (
      (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
        knownSignIns?: unknown
      }
    ).knownSignIns ?? null,
  )
  const answer = await api('POST', '/auth/login', {
    body: { email, password },
    headers: { [CLIENT_IP_HEADER]: ip, 'user-agent': agent },
  })
  expect(answer.status).toBe(200)
  await settled(before)
  return answer
}

/** Waits for the after-answer work: the known sign-ins change, or a short while when nothing new. */
async function settled(before: string) {
  await vi
    .waitFor(
      async () => {
        const row = (await payload.db.findOne({
          collection: 'users',
          where: { id: { equals: user.id } },
        })) as { knownSignIns?: unknown }
        if (JSON.stringify(row.knownSignIns ?? null) === before) throw new Error('pas encore')
      },
      { timeout: 1_000 },
    )
    .catch(() => undefined)
  // the mail row is written right after the comparison
  await new Promise((resolve) => setTimeout(resolve, 150))
}

beforeAll(async () => {
  payload = await testPayload()
  user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'admin' },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
})

describe('sign-in alerts', () => {
  it('names the browser and system of the common agents, and says when it cannot', () => {
    const origin = (agent: string) =>
      signInOrigin(new Headers({ 'user-agent': agent, [CLIENT_IP_HEADER]: '1.2.3.4' }))
    expect(origin(CHROME_WINDOWS)).toEqual({ ip: '1.2.3.4', browser: 'Chrome sur Windows' })
    expect(origin(FIREFOX_LINUX).browser).toBe('Firefox sur Linux')
    expect(
      origin(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ).browser,
    ).toBe('Safari sur iOS')
    expect(
      origin(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 EdgA/140.0',
      ).browser,
    ).toBe('Chrome sur Android')
    expect(signInOrigin(new Headers())).toEqual({
      ip: 'adresse inconnue',
      browser: 'Navigateur inconnu',
    })
  })

  it('stays silent on the first sign-in and on a known browser and address', async () => {
    const updatedAt = async () =>
      (await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).updatedAt
    const before = await updatedAt()
    await signIn('196.200.1.10', CHROME_WINDOWS)
    // bookkeeping, not an edit: the account screen open in the admin stays current
    expect(await updatedAt()).toBe(before)
    await signIn('196.200.1.10', CHROME_WINDOWS)
    expect(await alerts()).toHaveLength(0)
    const row = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: user.id } },
    })) as unknown as { knownSignIns: { ips: string[]; browsers: string[] } }
    // keyed hashes, not the address or the browser
    expect(row.knownSignIns.ips).toHaveLength(1)
    expect(JSON.stringify(row.knownSignIns)).not.toMatch(/196\.200|Chrome/)
  })

  it('mails the account when a new address or a new browser signs in: when, where, with what, and a link', async () => {
    await signIn('41.138.5.7', CHROME_WINDOWS)
    await vi.waitFor(async () => expect(await alerts()).toHaveLength(1), { timeout: 5_000 })
    const [mail] = (await alerts()) as unknown as { subject: string; text: string }[]
    expect(mail!.subject).toBe('Nouvelle connexion à votre compte — BK Multiservices')
    expect(mail!.text).toContain('41.138.5.7')
    expect(mail!.text).toContain('Chrome sur Windows')
    expect(mail!.text).toMatch(/\/admin\/account/)
    expect(mail!.text).toMatch(/\d{4} à \d{2}:\d{2}/)

    await signIn('41.138.5.7', FIREFOX_LINUX)
    await vi.waitFor(async () => expect(await alerts()).toHaveLength(2), { timeout: 5_000 })
    expect(((await alerts())[1] as unknown as { text: string }).text).toContain('Firefox sur Linux')
  })

  it('takes a password check of the server (change-password) for no sign-in', async () => {
    const token = (await signIn('41.138.5.7', CHROME_WINDOWS)).body.data as { token: string }
    const changed = await api('POST', '/auth/change-password', {
      token: token.token,
      body: { currentPassword: password, newPassword: password },
    })
    expect(changed.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await alerts()).toHaveLength(2)
  })

  it('says nothing when the account turned the alerts off', async () => {
    await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { loginAlerts: false },
    })
    await signIn('102.67.1.1', FIREFOX_LINUX)
    expect(await alerts()).toHaveLength(2)
    await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { loginAlerts: true },
    })
  })

  it('also compares a sign-in completed with a two-factor code', async () => {
    const { secret } = await startTwoFactorSetup(payload, user)
    await confirmTwoFactorSetup(payload, user, await generate({ secret }))
    const first = await api<{ challenge: string }>('POST', '/auth/login', {
      body: { email, password },
    })
    const done = await api('POST', '/auth/login/two-factor', {
      body: {
        challenge: first.body.data!.challenge,
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      },
      headers: { [CLIENT_IP_HEADER]: '154.73.9.9', 'user-agent': CHROME_WINDOWS },
    })
    expect(done.status).toBe(200)
    await vi.waitFor(async () => expect(await alerts()).toHaveLength(3), { timeout: 5_000 })
    expect(((await alerts())[2] as unknown as { text: string }).text).toContain('154.73.9.9')
  })
})
