// features: quotes, newsletter
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { en } from '@/i18n/site/en'
import { escapeHtml } from '@/lib/escapeHtml'
import { receivedReference } from '@/features/quotes/formReceipt'
import { closeWrites, openWrites } from '@/platform/runtime/writeGate'

import { testPayload } from '../helpers/payload'

/**
 * #63: the quote request and the newsletter sign-up posted as plain HTML forms, before (or
 * without) the page's script: the same route stores them and sends the browser to the receipt in
 * the form's language, or answers a refusal as a page.
 */
let payload: Payload

const FORM = 'application/x-www-form-urlencoded'

/** Posts `fields` as a browser posts a form from `page` (its Referer). */
async function post(path: string, fields: Record<string, string>, page = '/') {
  return dispatch(
    new Request(`http://localhost/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': FORM,
        referer: `http://localhost${page}`,
        'x-forwarded-for': '10.63.0.1',
      },
      body: new URLSearchParams(fields).toString(),
    }),
  )
}

const quoteFields = (name: string) => ({
  name,
  email: 'sans.script@example.com',
  phone: '+227 96 63 63 63',
  company: '',
  subject: 'Citerne',
  service: 'location',
  budget: '',
  message: 'Une citerne à eau pour deux semaines à Maradi.',
  locale: 'fr',
  website: '',
})

const requestsNamed = async (name: string) =>
  (
    await payload.find({
      collection: 'quote-requests',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})

describe('a quote request posted as a plain form', () => {
  it('is stored and the browser sent (303) to its receipt, whose code only the server can give', async () => {
    const answer = await post('/quote-requests', {
      ...quoteFields('Sans Script'),
      newsletter: 'true',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const [stored] = await requestsNamed('Sans Script')
    const reference = `DEV-${String(stored!.id).padStart(6, '0')}`
    const location = new URL(answer.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/merci')
    expect(location.searchParams.get('demande')).toBe(reference)
    expect(receivedReference(reference, location.searchParams.get('code'))).toBe(reference)
    // another reference under that code, or a code changed by one letter, is no receipt
    expect(receivedReference('DEV-999999', location.searchParams.get('code'))).toBeNull()
    expect(
      receivedReference(reference, `${location.searchParams.get('code')!.slice(0, -1)}x`),
    ).toBeNull()
    expect(stored).toMatchObject({
      email: 'sans.script@example.com',
      subject: 'Citerne',
      service: 'location',
      locale: 'fr',
    })
    // the box ticked: subscribed, as the scripted form does
    const subscribers = await payload.count({
      collection: 'subscribers',
      where: { email: { equals: 'sans.script@example.com' } },
      overrideAccess: true,
    })
    expect(subscribers.totalDocs).toBe(1)
  })

  it('sent twice (a double tap, the back button and « Envoyer » again) is stored once, the same reference', async () => {
    const fields = quoteFields('Deux Fois')
    const first = await post('/quote-requests', fields)
    const second = await post('/quote-requests', fields)
    expect(first.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await requestsNamed('Deux Fois')).toHaveLength(1)
    // another message is another request
    const third = await post('/quote-requests', { ...fields, message: 'Et un camion benne.' })
    expect(third.headers.get('location')).not.toBe(first.headers.get('location'))
    expect(await requestsNamed('Deux Fois')).toHaveLength(2)
  })

  it('from the English site leads to the English receipt', async () => {
    const answer = await post(
      '/quote-requests',
      { ...quoteFields('Plain English'), locale: 'en' },
      '/en',
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(/^\/en\/thank-you\?demande=DEV-\d{6}&code=/)
  })

  it('refused is a page in the form’s language, with the status and the reason, and a way back', async () => {
    const french = await post(
      '/quote-requests',
      { ...quoteFields('Sans Message'), message: ' ' },
      '/#contact',
    )
    expect(french.status).toBe(400)
    expect(french.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await french.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Envoi refusé')
    expect(page).toContain('message')
    expect(page).toContain('href="/"')
    expect(await requestsNamed('Sans Message')).toHaveLength(0)

    const english = await post(
      '/quote-requests',
      { ...quoteFields('No Phone'), phone: '12', locale: 'en' },
      '/en/equipment',
    )
    expect(english.status).toBe(400)
    const englishPage = await english.text()
    expect(englishPage).toContain('<html lang="en">')
    expect(englishPage).toContain('Back to the form')
    // the /api's reason is French: the English page gives its own words for the status
    expect(englishPage).toContain(escapeHtml(en.client.refusals[400]))
    expect(englishPage).not.toContain('téléphone')
    expect(englishPage).toContain('href="/en/equipment"')

    // a hostile value is shown as text, never as markup; another site's page is no way back
    const hostile = await post(
      '/quote-requests',
      { ...quoteFields('<script>alert(1)</script>'), email: '"><img src=x onerror=alert(1)>' },
      '/',
    )
    expect(hostile.status).toBe(400)
    expect(await hostile.text()).not.toContain('<img src=x')
    const elsewhere = await dispatch(
      new Request('http://localhost/api/quote-requests', {
        method: 'POST',
        headers: { 'content-type': FORM, referer: 'https://evil.example/phish' },
        body: new URLSearchParams({ ...quoteFields('Ailleurs'), message: '' }).toString(),
      }),
    )
    expect(await elsewhere.text()).not.toContain('evil.example')
    const doubled = await post(
      '/quote-requests',
      { ...quoteFields('Double Barre'), message: '' },
      '//evil.example/phish',
    )
    expect(await doubled.text()).not.toContain('evil.example')
  })

  it('too large is refused as a page (413), nothing stored', async () => {
    const answer = await post('/quote-requests', {
      ...quoteFields('Trop Long'),
      message: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(answer.status).toBe(413)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await requestsNamed('Trop Long')).toHaveLength(0)
  })

  it('during a restore is refused as a page (503, Retry-After), in the language of the page that posted it', async () => {
    await closeWrites()
    try {
      const answer = await post('/quote-requests', quoteFields('Pendant Restauration'), '/en')
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('60')
      const page = await answer.text()
      expect(page).toContain('<html lang="en">')
      expect(page).toContain(escapeHtml(en.client.refusals[503]))
    } finally {
      openWrites()
    }
    expect(await requestsNamed('Pendant Restauration')).toHaveLength(0)
  })

  it('a robot filling the hidden field gets a receipt and stores nothing', async () => {
    const answer = await post('/quote-requests', {
      ...quoteFields('Robot Pressé'),
      website: 'https://spam.example',
    })
    expect(answer.status).toBe(303)
    expect(await requestsNamed('Robot Pressé')).toHaveLength(0)
  })

  it('the routes that take no plain form still refuse one (415)', async () => {
    const answer = await post('/auth/login', { email: 'a@example.com', password: 'x' })
    expect(answer.status).toBe(415)
    expect(answer.headers.get('content-type')).toMatch(/json/)
  })
})

describe('a newsletter sign-up posted as a plain form', () => {
  it('is stored once and the browser sent to the receipt in the form’s language', async () => {
    const fields = {
      email: 'plain.news@example.com',
      source: 'newsletter',
      locale: 'en',
      website: '',
    }
    const first = await post('/newsletter/subscribe', fields, '/en')
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/en/thank-you?newsletter=1')
    await post('/newsletter/subscribe', fields, '/en')
    const stored = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'plain.news@example.com' } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ source: 'newsletter', locale: 'en' })
  })

  it('an address that is no address is refused as a page', async () => {
    const answer = await post('/newsletter/subscribe', { email: 'pas-une-adresse', locale: 'fr' })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Revenir au formulaire')
  })
})
