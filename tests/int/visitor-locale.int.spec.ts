// features: quotes, newsletter
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { dictionaries } from '@/i18n/site'
import { mailBrand } from '@/platform/services/mail/brand'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * #45: a visitor's language is stored with their quote request or subscription, from the form of
 * the site they used, and their mails leave in it; French when none is given, as before.
 */
let payload: Payload
let company: string

beforeAll(async () => {
  payload = await testPayload()
  company = (await mailBrand(payload)).name
})

const mailTo = async (to: string, kind: string) => {
  let subject = ''
  await vi.waitFor(
    async () => {
      const { docs } = await payload.find({
        collection: 'outgoing-emails',
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs).toHaveLength(1)
      subject = docs[0]!.subject
    },
    { timeout: 10_000 },
  )
  return subject
}

const quoteRequest = (email: string, locale?: unknown) => ({
  name: 'Grace Miller',
  email,
  phone: '+227 96 00 00 45',
  message: 'We need a water truck in Agadez for two weeks.',
  ...(locale === undefined ? {} : { locale }),
})

const storedRequest = async (reference: string) =>
  payload.findByID({
    collection: 'quote-requests',
    id: Number(reference.replace('DEV-', '')),
    overrideAccess: true,
  })

describe('the language of a quote request', () => {
  it('is stored from the English form, and the acknowledgement is in English', async () => {
    const email = `grace-${Date.now()}@example.org`
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: quoteRequest(email, 'en'),
    })
    expect(answer.status).toBe(201)
    const reference = answer.body.data!.reference
    expect((await storedRequest(reference)).locale).toBe('en')
    expect(await mailTo(email, 'acknowledgement')).toBe(
      dictionaries.en.mails.acknowledgement.subject(reference, company),
    )
  })

  it('is French when the form sends none, as every request before', async () => {
    const email = `amadou-${Date.now()}@example.ne`
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: quoteRequest(email),
    })
    expect(answer.status).toBe(201)
    const reference = answer.body.data!.reference
    expect((await storedRequest(reference)).locale).toBe('fr')
    expect(await mailTo(email, 'acknowledgement')).toBe(
      dictionaries.fr.mails.acknowledgement.subject(reference, company),
    )
  })

  it('refuses a language the site does not have (400, nothing stored)', async () => {
    const email = `inconnue-${Date.now()}@example.ne`
    for (const locale of ['de', 'EN', '', 12, ['en']]) {
      const answer = await api('POST', '/quote-requests', { body: quoteRequest(email, locale) })
      expect(answer.status, JSON.stringify(locale)).toBe(400)
      expect(answer.body.message).toMatch(/^Données invalides\./)
    }
    const { totalDocs } = await payload.count({
      collection: 'quote-requests',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('the stored language', () => {
  it('takes only a language of the site, whoever writes it (French message)', async () => {
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: quoteRequest(`ecrit-${Date.now()}@example.ne`, 'en'),
    })
    const { id } = await storedRequest(answer.body.data!.reference)
    await expect(
      payload.update({
        collection: 'quote-requests',
        id,
        data: { locale: 'de' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Langue du visiteur/)
    expect((await payload.findByID({ collection: 'quote-requests', id })).locale).toBe('en')
  })
})

describe('the language of a newsletter subscription', () => {
  it('is stored, and the confirmation mail is in it', async () => {
    const email = `subscriber-${Date.now()}@example.org`
    const answer = await api('POST', '/newsletter/subscribe', { body: { email, locale: 'en' } })
    expect(answer.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(docs[0]!.locale).toBe('en')
    expect(await mailTo(email, 'confirmation')).toBe(
      dictionaries.en.mails.newsletter.subject(company),
    )
  })

  it('follows a quote request’s « newsletter » box in the request’s language', async () => {
    const email = `both-${Date.now()}@example.org`
    const answer = await api('POST', '/quote-requests', {
      body: { ...quoteRequest(email, 'en'), newsletter: true },
    })
    expect(answer.status).toBe(201)
    expect(await mailTo(email, 'confirmation')).toBe(
      dictionaries.en.mails.newsletter.subject(company),
    )
  })

  it('refuses a language the site does not have', async () => {
    const email = `subscriber-de-${Date.now()}@example.org`
    const answer = await api('POST', '/newsletter/subscribe', { body: { email, locale: 'de' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^Données invalides\./)
  })
})
