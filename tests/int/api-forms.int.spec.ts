// features: quotes, newsletter, analytics
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
const request = {
  name: 'Aminata Souley',
  email: 'Aminata@Example.com',
  phone: '+227 96 12 34 56',
  company: 'Sahel Construction',
  service: 'location',
  budget: '5m-20m',
  equipment: 'Pelle hydraulique CAT 320',
  message: 'Location d’une pelle pour 3 semaines à Dosso.',
}

const countQuotes = async (name: string) =>
  (
    await payload.count({
      collection: 'quote-requests',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
  ).totalDocs
const countSubscribers = async (email: string) =>
  (
    await payload.count({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/quote-requests', () => {
  it('stores the request as a new message and subscribes the sender when asked', async () => {
    const answer = await api('POST', '/quote-requests', { body: { ...request, newsletter: true } })
    expect(answer.status).toBe(201)
    const [stored] = (
      await payload.find({
        collection: 'quote-requests',
        where: { name: { equals: request.name } },
        overrideAccess: true,
      })
    ).docs
    // the reference the visitor keeps, the one of the mails (DEV-000123)
    expect(answer.body).toEqual({
      success: true,
      message: 'Votre demande a bien été envoyée. Nous vous répondrons sous 24 heures.',
      data: { reference: `DEV-${String(stored!.id).padStart(6, '0')}` },
    })
    expect(stored).toMatchObject({
      email: 'aminata@example.com',
      service: 'location',
      budget: '5m-20m',
      status: 'new',
      newsletter: true,
    })
    expect(await countSubscribers('aminata@example.com')).toBe(1)
  })

  it('stores a submission sent again with its Idempotency-Key once, with one set of mails', async () => {
    const key = `hors-ligne-${Date.now()}-0123456789`
    const sent = { ...request, name: 'Envoi hors ligne', email: `envoi-${Date.now()}@example.com` }
    const mailsTo = async () =>
      (
        await payload.count({
          collection: 'outgoing-emails',
          where: { to: { equals: sent.email } },
          overrideAccess: true,
        })
      ).totalDocs
    const send = () =>
      api<{ reference: string }>('POST', '/quote-requests', {
        body: sent,
        headers: { 'Idempotency-Key': key },
      })
    // two sends at the same moment (the page and the worker), then a third later
    const [first, second] = await Promise.all([send(), send()])
    const third = await send()
    for (const answer of [first, second, third]) expect(answer.status).toBe(201)
    expect(second.body.data).toEqual(first.body.data)
    expect(third.body.data).toEqual(first.body.data)
    expect(await countQuotes('Envoi hors ligne')).toBe(1)
    // the acknowledgement is queued beside the answer: wait for it, then check it is alone
    await vi.waitFor(async () => expect(await mailsTo()).toBeGreaterThan(0))
    expect(await mailsTo()).toBe(1)

    // the key of someone else's submission does not answer another person's request
    const other = await api('POST', '/quote-requests', {
      body: { ...sent, email: 'autre@example.com' },
      headers: { 'Idempotency-Key': key },
    })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe('Cette clé d’envoi a déjà servi pour une autre demande.')
    // nor the same person's other request, which the key would swallow (#58): refused, so the
    // phone says so instead of showing the first one's reference
    for (const changed of [
      { message: 'Un autre message, envoyé sous la même clé.' },
      { phone: '+227 90 00 00 99' },
      { equipment: 'Bulldozer' },
    ]) {
      const swallowed = await api('POST', '/quote-requests', {
        body: { ...sent, ...changed },
        headers: { 'Idempotency-Key': key },
      })
      expect(swallowed.status, JSON.stringify(changed)).toBe(409)
      expect(swallowed.body.message).toBe('Cette clé d’envoi a déjà servi pour une autre demande.')
    }
    for (const malformed of ['court', 'x'.repeat(101), 'clé avec espaces 123456']) {
      const refused = await api('POST', '/quote-requests', {
        body: { ...sent, name: 'Clé refusée' },
        headers: { 'Idempotency-Key': malformed },
      })
      expect(refused.status, malformed).toBe(400)
      expect(refused.body.message).toMatch(/^La clé d’envoi \(en-tête Idempotency-Key\)/)
    }
    expect(await countQuotes('Clé refusée')).toBe(0)
    expect(await countQuotes('Envoi hors ligne')).toBe(1)
  })

  it('requires name, email, phone and message (400, nothing stored)', async () => {
    for (const missing of ['name', 'email', 'phone', 'message'] as const) {
      const { [missing]: _, ...rest } = request
      const answer = await api('POST', '/quote-requests', {
        body: { ...rest, name: missing === 'name' ? undefined : 'Sans ' + missing },
      })
      expect(answer.status, missing).toBe(400)
      expect(answer.body.message).toMatch(/^Données invalides\./)
    }
    expect(
      (
        await api('POST', '/quote-requests', {
          body: { ...request, name: 'Mauvais email', email: 'pas-un-email' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('POST', '/quote-requests', {
          body: { ...request, name: 'Mauvais service', service: 'piratage' },
        })
      ).status,
    ).toBe(400)
    expect(await countQuotes('Mauvais email')).toBe(0)
  })

  it('answers a robot (honeypot filled) as a person but stores nothing', async () => {
    const answer = await api('POST', '/quote-requests', {
      body: { ...request, name: 'Robot', website: 'https://spam.example' },
    })
    expect(answer.status).toBe(201)
    expect((answer.body.data as { reference: string }).reference).toMatch(/^DEV-\d{6}$/)
    expect(await countQuotes('Robot')).toBe(0)
  })

  it('cannot be written through Payload’s own API by a visitor', async () => {
    const refused = await payload
      .create({
        collection: 'quote-requests',
        data: { ...request, service: 'btp', budget: 'moins-1m', status: 'new' },
        overrideAccess: false,
      })
      .then(
        () => 200,
        (e: { status?: number }) => e.status,
      )
    expect(refused).toBe(403)
  })
})

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes once: a repeated address is a success and not a second subscriber', async () => {
    for (const email of ['abonne@example.com', 'ABONNE@example.com ']) {
      const answer = await api('POST', '/newsletter/subscribe', { body: { email } })
      expect(answer.body).toEqual({
        success: true,
        message:
          'Pour confirmer votre inscription, cliquez sur le lien que nous venons de vous envoyer par email.',
      })
    }
    expect(await countSubscribers('abonne@example.com')).toBe(1)
    const [subscriber] = (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: 'abonne@example.com' } },
        overrideAccess: true,
      })
    ).docs
    expect(subscriber.source).toBe('newsletter')
    expect(subscriber.status).toBe('pending')
  })

  it('refuses an invalid address (400) and ignores robots', async () => {
    expect((await api('POST', '/newsletter/subscribe', { body: { email: 'abonne' } })).status).toBe(
      400,
    )
    expect((await api('POST', '/newsletter/subscribe', { body: {} })).status).toBe(400)
    expect(
      (
        await api('POST', '/newsletter/subscribe', {
          body: { email: 'robot@example.com', website: 'x' },
        })
      ).status,
    ).toBe(200)
    expect(await countSubscribers('robot@example.com')).toBe(0)
  })
})

describe('POST /api/analytics/beacon', () => {
  const beacon = (body: string) =>
    dispatch(
      new Request('http://localhost/api/analytics/beacon', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Test',
          'x-forwarded-for': '10.0.0.8',
        },
      }),
    )

  it('records a page view and then its duration, as sendBeacon posts them (text/plain)', async () => {
    const seen = await beacon(
      JSON.stringify({
        type: 'pageview',
        data: {
          path: '/equipements',
          title: 'Équipements',
          sessionId: 'beacon-1',
          referrer: 'https://www.facebook.com/',
        },
      }),
    )
    expect(seen.status).toBe(204)
    // the visitor leaves a minute later: 37 s fit in it
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const left = await beacon(
      JSON.stringify({
        type: 'duration',
        data: { path: '/equipements', sessionId: 'beacon-1', duration: 37 },
      }),
    )
    vi.useRealTimers()
    expect(left.status).toBe(204)
    const [stored] = (
      await payload.find({
        collection: 'page-views',
        where: { sessionId: { equals: 'beacon-1' } },
        overrideAccess: true,
      })
    ).docs
    expect(stored).toMatchObject({ path: '/equipements', source: 'social', duration: 37 })
  })

  it('refuses what is not a beacon: bad JSON, unknown type, foreign path, oversized body', async () => {
    expect((await beacon('{')).status).toBe(400)
    expect((await beacon(JSON.stringify({ type: 'clic', data: {} }))).status).toBe(400)
    expect(
      (
        await beacon(
          JSON.stringify({ type: 'pageview', data: { path: 'https://ailleurs.example/' } }),
        )
      ).status,
    ).toBe(400)
    expect(
      (await beacon(JSON.stringify({ type: 'pageview', data: { path: '/' + 'a'.repeat(5000) } })))
        .status,
    ).toBe(413)
  })
})
