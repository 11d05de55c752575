// features: quotes
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import type { QuoteRequest } from '@/generated/payload-types'
import { REMINDERS_QUEUE, sendQuoteReminders } from '@/features/quotes/reminders'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'

let payload: Payload
let adminToken: string
let adminId: number
const stamp = Date.now()

/** fr-FR groups thousands with narrow no-break spaces: the tests write plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')
const reference = (id: number | string) => `DEV-${String(id).padStart(6, '0')}`

async function newRequest(name = `Client ${stamp}`, locale = 'fr'): Promise<QuoteRequest> {
  const answer = await api<{ reference: string }>('POST', '/quote-requests', {
    body: {
      name,
      email: `client-${stamp}@example.com`,
      phone: '96 12 34 56',
      subject: 'Location pelle',
      message: 'Une pelle pour trois semaines à Dosso.',
      locale,
    },
  })
  expect(answer.status).toBe(201)
  const id = Number(answer.body.data!.reference.slice(4))
  return payload.findByID({
    collection: 'quote-requests',
    id,
    overrideAccess: true,
    showHiddenFields: true,
  })
}

const historyOf = async (id: number) =>
  (
    await payload.find({
      collection: 'quote-events',
      where: { request: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

// the fleet the tests add, taken away after them: other files count the equipment
const machines: number[] = []
async function machine(price: number, salePrice?: number) {
  const created = await payload.create({
    collection: 'equipment',
    data: {
      name: `Pelle ${stamp}-${machines.length + 1}`,
      category: 'ENGIN',
      status: 'available',
      forRent: true,
      forSale: salePrice !== undefined,
      price,
      salePrice,
    },
    overrideAccess: true,
  })
  machines.push(created.id)
  return created
}

/** The request priced from a machine by an administrator (through Payload's REST API). */
async function price(id: number, lines: object[]) {
  const answer = await cms('PATCH', `/quote-requests/${id}`, {
    token: adminToken,
    body: { lines, stage: 'qualified', owner: adminId },
  })
  expect(answer.status, answer.text).toBe(200)
  return (answer.json as { doc: QuoteRequest }).doc
}

afterAll(async () => {
  await payload.delete({
    collection: 'equipment',
    where: { id: { in: machines } },
    overrideAccess: true,
  })
})

beforeAll(async () => {
  payload = await testPayload()
  const login = await payload.login({ collection: 'users', data: DEMO_ADMIN })
  adminToken = login.token!
  adminId = login.user!.id
})

describe('the pipeline of a quote request', () => {
  it('starts new with a private token and its arrival in the history; the token never leaves', async () => {
    const request = await newRequest()
    expect(request.stage).toBe('new')
    expect(request.accessToken).toMatch(/^[\w-]{32}$/)
    const [created] = await historyOf(request.id)
    expect(created).toMatchObject({ kind: 'created', actor: `Client : ${request.name}` })
    const read = await cms('GET', `/quote-requests/${request.id}`, { token: adminToken })
    expect(read.status).toBe(200)
    expect(read.text).not.toContain(request.accessToken!)
    expect(read.text).not.toContain('accessToken')
  })

  it('fills a line from a machine, computes the amount, and keeps every change in the history', async () => {
    const request = await newRequest()
    const pelle = await machine(85_000, 40_000_000)
    const doc = await price(request.id, [
      { machine: pelle.id, quantity: 3, unit: 'semaine' },
      { machine: pelle.id, quantity: 1, unit: 'unite' },
      { label: 'Transport', quantity: 1, unit: 'forfait', unitPrice: 150_000 },
    ])
    expect(doc.lines?.map(({ label, unitPrice }) => [label, unitPrice])).toEqual([
      [pelle.name, 595_000],
      [pelle.name, 40_000_000],
      ['Transport', 150_000],
    ])
    expect(doc.amount).toBe(3 * 595_000 + 40_000_000 + 150_000)
    const events = await historyOf(request.id)
    const summaries = events.map((event) => plain(`${event.kind}|${event.actor}|${event.summary}`))
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stage\|.+\|Étape : Nouveau → Qualifié$/),
        expect.stringMatching(/^owner\|.+\|Responsable : /),
        expect.stringMatching(/^lines\|.+\|Lignes du devis modifiées : 3 lignes$/),
        expect.stringMatching(/^amount\|.+\|Montant : aucun → 41 935 000/),
      ]),
    )
    // nobody edits the history, not even an administrator
    const [first] = events
    const edit = await cms('PATCH', `/quote-events/${first!.id}`, {
      token: adminToken,
      body: { summary: 'réécrit' },
    })
    expect(edit.status).toBe(403)
    const remove = await cms('DELETE', `/quote-events/${first!.id}`, { token: adminToken })
    expect(remove.status).toBe(403)
    // a lost request says why
    const lost = await cms('PATCH', `/quote-requests/${request.id}`, {
      token: adminToken,
      body: { stage: 'lost' },
    })
    expect(lost.status).toBe(400)
    expect(lost.text).toContain('Indiquez pourquoi la demande est perdue.')
  })

  it('sends a numbered quote: stage, version, history, mail with the link, and a PDF that says it', async () => {
    const request = await newRequest('Mariama Issa')
    const pelle = await machine(100_000)
    await price(request.id, [{ machine: pelle.id, quantity: 10, unit: 'jour' }])
    const refused = await cms('POST', `/quote-requests/${request.id}/send-quote`)
    expect(refused.status).toBe(401)
    const sent = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
    })
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toMatchObject({
      message: `Devis ${reference(request.id)} envoyé à client-${stamp}@example.com`,
      quote: { version: 1, totalHT: 1_000_000, vatRate: 19, vat: 190_000, totalTTC: 1_190_000 },
    })
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored.stage).toBe('quoted')
    // a quote sent answers the request: « Répondu », as a reply (the response rate counts it)
    expect(stored.status).toBe('replied')
    expect(stored.quote).toMatchObject({ version: 1, totalTTC: 1_190_000 })
    const mails = await payload.find({
      collection: 'outgoing-emails',
      where: {
        and: [{ to: { equals: `client-${stamp}@example.com` } }, { kind: { equals: 'quote' } }],
      },
      overrideAccess: true,
      depth: 0,
    })
    // the log keeps the link, its token hidden (the mail sent carries it: mail.int.spec.ts)
    expect(mails.docs[0]?.text).toContain(`/devis/${reference(request.id)}?t=(jeton-masqué)`)
    expect(mails.docs[0]?.text).toContain(`/devis/${reference(request.id)}/pdf?t=(jeton-masqué)`)
    expect(JSON.stringify(mails.docs[0])).not.toContain(request.accessToken!)
    expect(plain(mails.docs[0]?.text)).toContain('1 190 000 F CFA')

    const pdf = await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="devis-${reference(request.id)}-v1.pdf"`,
    )
    const text = pageTexts(await PDFDocument.load(pdf.bytes))
      .flat()
      .join('\n')
    for (const expected of [
      `Devis ${reference(request.id)}`,
      'Mariama Issa',
      pelle.name,
      '10 jours',
      '100 000 F CFA',
      '1 000 000 F CFA',
      'TVA (19 %)',
      '190 000 F CFA',
      '1 190 000 F CFA',
      'Valable jusqu',
    ])
      expect(text).toContain(expected)

    // a second version replaces the first; the history keeps both
    await price(request.id, [{ machine: pelle.id, quantity: 5, unit: 'jour' }])
    const again = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
    })
    expect(again.json).toMatchObject({ quote: { version: 2, totalHT: 500_000 } })
    const versions = (await historyOf(request.id)).filter((event) => event.kind === 'quoteSent')
    expect(versions.map((event) => (event.data as { totalHT: number }).totalHT)).toEqual([
      1_000_000, 500_000,
    ])
  })

  it('a request sent from the English site gets its quote’s PDF in English, linking to its English page', async () => {
    // the settings' terms in English, as the team wrote them: kept with the quote as sent
    const before = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'en',
      data: { quoteConditions: 'Prices in CFA francs (XOF). Terms of this test.' },
      context: { disableRevalidate: true },
    })
    const request = await newRequest('John Carter', 'en')
    const pelle = await machine(100_000)
    await price(request.id, [
      { machine: pelle.id, quantity: 1, unit: 'semaine' },
      { machine: pelle.id, quantity: 10, unit: 'jour' },
      { label: 'Delivery', quantity: 1, unit: 'forfait', unitPrice: 150_000 },
    ])
    const sent = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
    }).finally(() =>
      payload.updateGlobal({
        slug: 'site-settings',
        locale: 'en',
        data: { quoteConditions: before.quoteConditions ?? null },
        context: { disableRevalidate: true },
      }),
    )
    expect(sent.status, sent.text).toBe(200)
    const pdf = await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="quote-${reference(request.id)}-v1.pdf"`,
    )
    const document = await PDFDocument.load(pdf.bytes)
    const text = pageTexts(document).flat().join('\n')
    for (const expected of [
      'QUOTE',
      `Quote ${reference(request.id)}`,
      'Valid until: ',
      'Customer',
      'Subject: Location pelle',
      'Description',
      'Unit price',
      '1 week',
      '10 days',
      '1 flat fee',
      '1,000,000 FCFA',
      'Total excl. VAT',
      'VAT (19 %)',
      'Total incl. VAT',
      'To accept this quote online',
      'Prices in CFA francs (XOF). Terms of this test.',
      `/en/quote/${reference(request.id)}?t=`,
      'Page 1 / 1',
    ])
      expect(text).toContain(expected)
    for (const french of ['DEVIS', 'Valable', 'Désignation', 'jours', 'F CFA', 'Total HT'])
      expect(plain(text)).not.toContain(french)
  })

  it('« Répondre » mails the customer from the back office, logs it and qualifies a new request', async () => {
    const request = await newRequest('Salamatou Hama')
    const empty = await cms('POST', `/quote-requests/${request.id}/reply`, {
      token: adminToken,
      body: { message: '   ' },
    })
    expect(empty.status).toBe(400)
    const anonymous = await cms('POST', `/quote-requests/${request.id}/reply`, {
      body: { message: 'Bonjour' },
    })
    expect(anonymous.status).toBe(401)
    const sent = await cms('POST', `/quote-requests/${request.id}/reply`, {
      token: adminToken,
      body: { message: 'Bonjour Madame,\nLa pelle est disponible dès lundi.' },
    })
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toEqual({ message: `Réponse envoyée à client-${stamp}@example.com` })
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ status: 'replied', stage: 'qualified' })
    const [mail] = (
      await payload.find({
        collection: 'outgoing-emails',
        where: { kind: { equals: 'reply' }, subject: { contains: reference(request.id) } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(mail?.text).toContain('La pelle est disponible dès lundi.')
    expect(mail?.text).toContain(`/devis/${reference(request.id)}?t=(jeton-masqué)`)
    expect(JSON.stringify(mail)).not.toContain(request.accessToken!)
    expect(mail?.replyTo).toBe('contact@bk-multiservices.ne')
    const events = await historyOf(request.id)
    expect(events.map((event) => event.summary)).toContain(
      `Réponse envoyée à client-${stamp}@example.com : « Bonjour Madame, »`,
    )
  })

  it('lists every administrator as a possible owner, to administrators only', async () => {
    const owners = await cms('GET', '/quote-requests/owners', { token: adminToken })
    expect(owners.status).toBe(200)
    const names = (owners.json as { owners: { id: number; name: string }[] }).owners
    // an administrator reads only their own account, yet sees the super-administrator here
    expect(names.map((owner) => owner.id)).toContain(adminId)
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect((await cms('GET', '/quote-requests/owners')).status).toBe(401)
  })

  it('refuses to send a quote without lines, and an unknown request', async () => {
    const request = await newRequest()
    const empty = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
    })
    expect(empty.status).toBe(400)
    expect(empty.json).toEqual({
      message: 'Ajoutez au moins une ligne au devis avant de l’envoyer.',
    })
    const unknown = await cms('POST', '/quote-requests/99999999/send-quote', { token: adminToken })
    expect(unknown.status).toBe(404)
  })
})

describe('the customer’s answer', () => {
  async function quoted(name = `Client ${stamp}`) {
    const request = await newRequest(name)
    const pelle = await machine(50_000)
    await price(request.id, [{ machine: pelle.id, quantity: 2, unit: 'jour' }])
    await cms('POST', `/quote-requests/${request.id}/send-quote`, { token: adminToken })
    return request
  }

  it('answers a wrong, missing or another request’s token with the same 404', async () => {
    const mine = await quoted()
    const other = await quoted()
    for (const token of ['x'.repeat(32), other.accessToken, '', undefined]) {
      const answer = await api('POST', `/quotes/${reference(mine.id)}/accept`, {
        body: { token, name: 'Intrus' },
      })
      expect([400, 404]).toContain(answer.status)
      if (typeof token === 'string' && token)
        expect(answer.body.message).toBe('Demande de devis introuvable')
    }
    const unknown = await api('POST', '/quotes/DEV-99999999/accept', {
      body: { token: mine.accessToken, name: 'Intrus' },
    })
    expect(unknown.status).toBe(404)
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: mine.id,
      overrideAccess: true,
    })
    expect(stored.stage).toBe('quoted')
  })

  it('accepts once, whoever clicks at the same moment, and records who, when and from where', async () => {
    const request = await quoted('Ibrahim Moussa')
    const path = `/quotes/${reference(request.id)}/accept`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api<{ changed: boolean }>('POST', path, {
          body: { token: request.accessToken, name: 'Ibrahim Moussa' },
          headers: { 'x-forwarded-for': '41.203.1.2' },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => answer.body.data?.changed)).toHaveLength(1)
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored.stage).toBe('won')
    expect(stored.quote).toMatchObject({ acceptedBy: 'Ibrahim Moussa' })
    const accepted = (await historyOf(request.id)).filter((event) => event.kind === 'accepted')
    expect(accepted).toHaveLength(1)
    expect(accepted[0]).toMatchObject({
      actor: 'Client : Ibrahim Moussa',
      summary: `Devis ${reference(request.id)} accepté par Ibrahim Moussa (adresse 41.203.1.2)`,
    })
    // the stage change is the customer's, too
    const stage = (await historyOf(request.id)).find(
      (event) => event.kind === 'stage' && event.summary.endsWith('→ Accepté'),
    )
    expect(stage?.actor).toBe('Client : Ibrahim Moussa')
    // the team and the customer are told
    const told = await payload.find({
      collection: 'outgoing-emails',
      where: { subject: { contains: `${reference(request.id)} accepté` } },
      overrideAccess: true,
      depth: 0,
    })
    expect(told.docs.map((mail) => mail.kind).sort()).toEqual(['notification', 'quote'])
    // refusing after accepting is refused
    const refuse = await api('POST', `/quotes/${reference(request.id)}/refuse`, {
      body: { token: request.accessToken },
    })
    expect(refuse.status).toBe(409)
    expect(refuse.body.message).toBe('Ce devis est déjà accepté.')
  })

  it('an expired quote cannot be accepted and says since when', async () => {
    const request = await quoted()
    await payload.update({
      collection: 'quote-requests',
      id: request.id,
      data: { quote: { validUntil: '2026-01-31T22:59:59.000Z' } },
      overrideAccess: true,
    })
    const answer = await api('POST', `/quotes/${reference(request.id)}/accept`, {
      body: { token: request.accessToken, name: 'Trop tard' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      'Ce devis n’est plus valable depuis le 31 janvier 2026 : il ne peut plus être accepté. Demandez-nous une nouvelle version.',
    )
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored.stage).toBe('quoted')
  })

  it('« Taux de réponse » counts a quote sent as an answer, still after the customer accepts or refuses it', async () => {
    const { analytics } = await import('@/features/analytics/report')
    const rate = async () => (await analytics(payload)).contacts.responseRate
    const expected = async () => {
      const all = (await payload.count({ collection: 'quote-requests', overrideAccess: true }))
        .totalDocs
      const replied = (
        await payload.count({
          collection: 'quote-requests',
          where: { status: { equals: 'replied' } },
          overrideAccess: true,
        })
      ).totalDocs
      return Math.round((replied / all) * 1000) / 10
    }
    const unanswered = await newRequest()
    const accepted = await quoted()
    const refused = await quoted()
    await api('POST', `/quotes/${reference(accepted.id)}/accept`, {
      body: { token: accepted.accessToken, name: 'Client' },
    })
    await api('POST', `/quotes/${reference(refused.id)}/refuse`, {
      body: { token: refused.accessToken },
    })
    for (const { id } of [accepted, refused])
      expect(
        (await payload.findByID({ collection: 'quote-requests', id, overrideAccess: true })).status,
      ).toBe('replied')
    expect(
      (
        await payload.findByID({
          collection: 'quote-requests',
          id: unanswered.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('new')
    expect(await rate()).toBe(await expected())
  })

  it('a refusal keeps its reason and moves the request to « Perdu », counted as lost; no quote yet means nothing to accept', async () => {
    const { pipelineReport } = await import('@/features/quotes/pipeline')
    const conversionBefore = (await pipelineReport(payload, { owner: null, days: 30 })).conversion
    const request = await quoted()
    const refuse = await api('POST', `/quotes/${reference(request.id)}/refuse`, {
      body: { token: request.accessToken, reason: 'Trop cher pour nous' },
    })
    expect(refuse.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored.quote).toMatchObject({ refusalReason: 'Trop cher pour nous' })
    expect(stored.stage).toBe('lost')
    expect(stored.lostReason).toBe(
      `Devis ${reference(request.id)} refusé par le client : Trop cher pour nous`,
    )
    // the pipeline's conversion counts it closed, not won
    const report = await pipelineReport(payload, { owner: null, days: 30 })
    expect(report.conversion).toEqual({
      won: conversionBefore?.won ?? 0,
      closed: (conversionBefore?.closed ?? 0) + 1,
    })
    expect(
      report.columns.find(({ stage }) => stage === 'lost')?.cards.map(({ id }) => id),
    ).toContain(request.id)

    // without a reason, and with one longer than the field: the stage moves all the same
    for (const reason of [undefined, 'x'.repeat(1000)]) {
      const other = await quoted()
      const answered = await api('POST', `/quotes/${reference(other.id)}/refuse`, {
        body: { token: other.accessToken, reason },
      })
      expect(answered.status).toBe(200)
      const lost = await payload.findByID({
        collection: 'quote-requests',
        id: other.id,
        overrideAccess: true,
      })
      expect(lost.stage).toBe('lost')
      expect(lost.lostReason).toBe(
        reason
          ? `Devis ${reference(other.id)} refusé par le client : ${reason}`.slice(0, 500)
          : `Devis ${reference(other.id)} refusé par le client (sans raison donnée)`,
      )
    }
    const accept = await api('POST', `/quotes/${reference(request.id)}/accept`, {
      body: { token: request.accessToken, name: 'Revenu' },
    })
    expect(accept.status).toBe(409)

    const fresh = await newRequest()
    const none = await api('POST', `/quotes/${reference(fresh.id)}/accept`, {
      body: { token: fresh.accessToken, name: 'Pressé' },
    })
    expect(none.status).toBe(409)
    expect(none.body.message).toBe('Aucun devis n’a encore été envoyé pour cette demande.')
  })
})

describe('the morning reminders', () => {
  // 08:15 in Niamey (UTC+1), a day no other test uses
  const morning = new Date('2031-05-12T07:15:00.000Z')

  it('mail each owner once, at the company’s hour, whatever runs them at the same moment', async () => {
    const late = await newRequest('Relance En Retard')
    await cms('PATCH', `/quote-requests/${late.id}`, {
      token: adminToken,
      body: {
        owner: adminId,
        nextActionAt: '2031-05-11T09:00:00.000Z',
        nextActionNote: 'Rappeler le client',
      },
    })
    const silent = await newRequest('Devis Sans Réponse')
    const pelle = await machine(70_000)
    await price(silent.id, [{ machine: pelle.id, quantity: 1, unit: 'jour' }])
    await cms('POST', `/quote-requests/${silent.id}/send-quote`, { token: adminToken })

    // 07:15 in Niamey: not yet
    expect(await sendQuoteReminders(payload, new Date('2031-05-12T06:15:00.000Z'))).toBeNull()
    const runs = await Promise.all([
      sendQuoteReminders(payload, morning),
      sendQuoteReminders(payload, morning),
    ])
    expect(runs.filter((run) => run !== null)).toHaveLength(1)
    expect(await sendQuoteReminders(payload, new Date('2031-05-12T07:45:00.000Z'))).toBeNull()
    const mails = await payload.find({
      collection: 'outgoing-emails',
      where: { and: [{ kind: { equals: 'reminder' } }, { to: { equals: DEMO_ADMIN.email } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(mails.docs).toHaveLength(1)
    const text = mails.docs[0]!.text
    expect(text).toContain(`${reference(late.id)} — Relance En Retard`)
    expect(text).toContain('Rappeler le client')
    expect(text).toContain(`${reference(silent.id)} — Devis Sans Réponse`)
    expect(text).toContain('sans réponse')
  })

  it('a request nobody owns goes to every administrator, in its own list (#59)', async () => {
    const orphan = await newRequest('Relance Sans Responsable')
    await cms('PATCH', `/quote-requests/${orphan.id}`, {
      token: adminToken,
      body: { owner: null, nextActionAt: '2031-05-12T09:00:00.000Z' },
    })
    const nextMorning = new Date('2031-05-13T07:15:00.000Z')
    expect(await sendQuoteReminders(payload, nextMorning)).toBeGreaterThanOrEqual(2)
    for (const address of [DEMO_ADMIN.email, DEMO_SUPER_ADMIN.email]) {
      const { docs } = await payload.find({
        collection: 'outgoing-emails',
        where: {
          and: [
            { kind: { equals: 'reminder' } },
            { to: { equals: address } },
            { text: { contains: 'Relance Sans Responsable' } },
          ],
        },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs, address).toHaveLength(1)
      expect(docs[0]!.text).toContain('Sans responsable')
    }
  })

  it('are queued every hour by Payload’s scheduling', async () => {
    await payload.jobs.handleSchedules({ queue: REMINDERS_QUEUE })
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'quote-reminders' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(queued.docs.length).toBeGreaterThan(0)
    expect(new Date(queued.docs[0]!.waitUntil!).getUTCMinutes()).toBe(0)
  })
})
