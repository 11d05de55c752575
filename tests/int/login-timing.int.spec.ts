// features: accounts
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { frenchOnly } from '@/i18n/frenchOnly'
import { LOGIN_MAX_ATTEMPTS } from '@/lib/constants'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * A login tells nobody which addresses have an account: it takes as long for an unknown address
 * as for a known one with a wrong password, on the /api and on Payload's login (the admin's form),
 * and only the right password of a locked account hears that it is locked.
 */
let payload: Payload
const stamp = Date.now()
const known = `temps-connu-${stamp}@example.com`
const locked = `temps-verrou-${stamp}@example.com`
const password = 'le-bon-mot-de-passe'

const unlock = (email: string) =>
  payload.db.updateMany({
    collection: 'users',
    where: { email: { equals: email } },
    data: { loginAttempts: 0, lockUntil: null },
  })

const lock = (email: string) =>
  payload.db.updateMany({
    collection: 'users',
    where: { email: { equals: email } },
    data: {
      loginAttempts: LOGIN_MAX_ATTEMPTS,
      lockUntil: new Date(Date.now() + 600_000).toISOString(),
    },
  })

const viaApi = (email: string, secret: string) =>
  api('POST', '/auth/login', { body: { email, password: secret } })
const viaPayload = (email: string, secret: string) =>
  cms('POST', '/users/login', { body: { email, password: secret } })
const payloadMessage = (answer: Awaited<ReturnType<typeof viaPayload>>) =>
  (answer.json as { errors?: { message?: string }[] }).errors?.[0]?.message

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(attempt: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await attempt()
  return performance.now() - started
}

beforeAll(async () => {
  payload = await testPayload()
  for (const email of [known, locked])
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, role: 'admin' },
    })
})

describe('login timing', () => {
  for (const [route, attempt] of [
    ['/api/auth/login', viaApi],
    ['/api/cms/users/login', viaPayload],
  ] as const) {
    it(`${route}: an unknown address takes as long as a known one with a wrong password`, async () => {
      const knownTimes: number[] = []
      const unknownTimes: number[] = []
      for (let round = 0; round < 7; round++) {
        knownTimes.push(await timed(() => attempt(known, `faux-${round}`)))
        unknownTimes.push(
          await timed(() => attempt(`personne-${stamp}-${round}@example.com`, 'faux')),
        )
        await unlock(known)
      }
      // before: 8–15 ms against 100–170 ms; a password check is most of either now
      expect(median(unknownTimes)).toBeGreaterThan(0.6 * median(knownTimes))
      expect(median(knownTimes)).toBeGreaterThan(0.6 * median(unknownTimes))
    })
  }
})

describe('a locked account', () => {
  it('is told it is locked only with the right password', async () => {
    await lock(locked)
    const wrong = await viaApi(locked, 'pas-le-bon')
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(frenchOnly.auth.invalidCredentials)
    const right = await viaApi(locked, password)
    expect(right.status).toBe(401)
    expect(right.body.message).toBe(frenchOnly.auth.locked)

    const wrongAdmin = await viaPayload(locked, 'pas-le-bon')
    expect(wrongAdmin.status).toBe(401)
    const unknownAdmin = await viaPayload(`inconnu-${stamp}@example.com`, 'pas-le-bon')
    expect(payloadMessage(wrongAdmin)).toBe(payloadMessage(unknownAdmin))
    const rightAdmin = await viaPayload(locked, password)
    expect(rightAdmin.status).toBe(401)
    expect(payloadMessage(rightAdmin)).toBe(frenchOnly.auth.locked)
    expect(rightAdmin.headers.get('set-cookie')).toBeNull()
    await unlock(locked)
  })

  it('the wrong password that locks it is answered as any wrong password', async () => {
    for (const attempt of [viaApi, viaPayload]) {
      await unlock(locked)
      const answers = []
      for (let round = 0; round < LOGIN_MAX_ATTEMPTS; round++)
        answers.push(await attempt(locked, 'faux'))
      const last = answers.at(-1)!
      expect(last.status).toBe(401)
      const message = 'body' in last ? last.body.message : payloadMessage(last)
      const first = answers[0]!
      expect(message).toBe('body' in first ? first.body.message : payloadMessage(first))
      // and the account is locked: the right password now says so
      const right = await viaApi(locked, password)
      expect(right.body.message).toBe(frenchOnly.auth.locked)
    }
    await unlock(locked)
    expect((await viaApi(locked, password)).status).toBe(200)
  })
})
