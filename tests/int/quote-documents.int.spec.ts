// features: quotes
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Equipment, QuoteRequest } from '@/generated/payload-types'
import { GET as customerPdf } from '@/app/(frontend)/devis/[reference]/pdf/route'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'
import { startSmtp } from '../../scripts/lib/smtpSink'

/**
 * The quote as a commercial document (#59, points 4 and 5): the company's NIF, RCCM, bank and
 * stamp on its PDF and the customer's page; « Envoyer le devis » shows the mail and the PDF
 * first and sends only what it showed; the mail carries the PDF and buttons, not addresses.
 */
let payload: Payload
let adminToken: string
let smtp: Awaited<ReturnType<typeof startSmtp>>
const SITE = 'https://www.bk-essai.ne'
const LEGAL = {
  taxId: '12345/P',
  tradeRegister: 'NI-NIA-2015-B-1234',
  bankName: 'Banque Atlantique Niger',
  bankAccount: 'NE58 NE04 2010 0100 1234 5678 9012',
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')
const pdfText = async (bytes: Uint8Array) =>
  plain(
    pageTexts(await PDFDocument.load(bytes))
      .flat()
      .join('\n'),
  )
/** An image XObject in the file: the stamp drawn (its dictionary is never compressed). */
const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').includes('/Image')

async function pricedRequest(email: string): Promise<QuoteRequest> {
  const answer = await api<{ reference: string }>('POST', '/quote-requests', {
    body: { name: 'Halima Issa', email, phone: '96 12 34 56', message: 'Une pelle, une semaine.' },
  })
  expect(answer.status).toBe(201)
  const id = Number(answer.body.data!.reference.slice(4))
  const [excavator] = (
    await payload.find({
      collection: 'equipment',
      where: { name: { equals: 'Pelle hydraulique CAT 320' } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs as Equipment[]
  const priced = await cms('PATCH', `/quote-requests/${id}`, {
    token: adminToken,
    body: { lines: [{ machine: excavator!.id, quantity: 1, unit: 'semaine' }] },
  })
  expect(priced.status, priced.text).toBe(200)
  return (priced.json as { doc: QuoteRequest }).doc
}

type Preview = {
  to: string
  subject: string
  html: string
  attachments: { filename: string; size: number }[]
  expected: { version: number; totalTTC: number; digest: string }
}

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.PUBLIC_URL = SITE
  payload = await testPayload()
  adminToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
  const png = await sharp({
    create: {
      width: 400,
      height: 200,
      channels: 4,
      background: { r: 30, g: 60, b: 200, alpha: 0.8 },
    },
  })
    .png()
    .toBuffer()
  const stamp = await payload.create({
    collection: 'media',
    data: { alt: 'Cachet de la société' },
    file: { data: png, mimetype: 'image/png', name: 'cachet-societe.png', size: png.length },
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...LEGAL, stamp: stamp.id },
    overrideAccess: true,
  })
})

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.PUBLIC_URL
  await smtp.close()
})

describe('the legal mentions (#59, point 5)', () => {
  it('are the back office’s: never in an anonymous answer, read by an administrator', async () => {
    const anonymous = await cms('GET', '/globals/site-settings')
    expect(anonymous.status).toBe(200)
    for (const value of [LEGAL.taxId, LEGAL.bankAccount])
      expect(anonymous.text).not.toContain(value)
    expect(anonymous.json).not.toHaveProperty('stamp')
    const legacy = await api('GET', '/homepage/settings')
    expect(JSON.stringify(legacy.body)).not.toContain(LEGAL.bankAccount)
    const admin = await cms('GET', '/globals/site-settings', { token: adminToken })
    expect(admin.json).toMatchObject(LEGAL)
  })

  it('are printed on the quote’s PDF, with the stamp under it', async () => {
    const request = await pricedRequest('halima-legal@example.com')
    const sent = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
    })
    expect(sent.status, sent.text).toBe(200)
    const pdf = await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(`NIF : ${LEGAL.taxId} · RCCM : ${LEGAL.tradeRegister}`)
    expect(text).toContain('Règlement par virement')
    expect(text).toContain(`Banque : ${LEGAL.bankName} · IBAN / RIB : ${LEGAL.bankAccount}`)
    expect(text).toContain('Cachet et signature')
    expect(hasImage(pdf.bytes)).toBe(true)
  })

  it('an unreadable stamp never stops a quote: the PDF comes without it', async () => {
    const broken = await payload.create({
      collection: 'media',
      data: { alt: 'Cachet' },
      file: {
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        mimetype: 'image/png',
        name: 'cachet-efface.png',
        size: 100,
      },
      overrideAccess: true,
    })
    const { unlink } = await import('node:fs/promises')
    const { MEDIA_DIR } = await import('@/platform/runtime/environment')
    await unlink(`${MEDIA_DIR}/${broken.filename}`)
    const before = await payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      depth: 0,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { stamp: broken.id },
      overrideAccess: true,
    })
    try {
      const request = await pricedRequest('halima-nostamp@example.com')
      const preview = await cms('GET', `/quote-requests/${request.id}/quote-preview.pdf`, {
        token: adminToken,
      })
      expect(preview.status).toBe(200)
      expect(await pdfText(preview.bytes)).not.toContain('Cachet et signature')
      expect(hasImage(preview.bytes)).toBe(false)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { stamp: before.stamp as number },
        overrideAccess: true,
      })
    }
  })
})

describe('« Envoyer le devis »: a preview, then the confirmation (#59, point 4)', () => {
  it('shows the mail and the PDF without sending or storing anything, the customer’s token hidden', async () => {
    const email = 'halima-preview@example.com'
    const request = await pricedRequest(email)
    const preview = await cms('GET', `/quote-requests/${request.id}/quote-preview`, {
      token: adminToken,
    })
    expect(preview.status, preview.text).toBe(200)
    const shown = preview.json as Preview
    const reference = `DEV-${String(request.id).padStart(6, '0')}`
    expect(shown).toMatchObject({
      to: email,
      subject: `Votre devis ${reference} — BK Multiservices`,
      attachments: [{ filename: `devis-${reference}-v1.pdf`, size: expect.any(Number) }],
      expected: { version: 1, totalTTC: 595_000 },
    })
    expect(shown.html).toContain('Voir et accepter le devis')
    expect(shown.html).toContain('(jeton-masqué)')
    expect(shown.html).not.toMatch(/\?t=[A-Za-z0-9_-]{16,}/)
    const pdf = await cms('GET', `/quote-requests/${request.id}/quote-preview.pdf`, {
      token: adminToken,
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toContain('no-store')
    expect(await pdfText(pdf.bytes)).toContain('595 000 F CFA')
    // nothing sent, nothing stored
    const stored = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
    })
    expect(stored.stage).toBe('new')
    expect(stored.quote?.version ?? null).toBeNull()
    const mails = await payload.find({
      collection: 'outgoing-emails',
      where: { and: [{ to: { equals: email } }, { kind: { equals: 'quote' } }] },
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(0)
    // for the team only
    expect((await cms('GET', `/quote-requests/${request.id}/quote-preview`)).status).toBe(401)
    expect((await cms('GET', `/quote-requests/${request.id}/quote-preview.pdf`)).status).toBe(401)
    expect(
      (await cms('GET', `/quote-requests/99999999/quote-preview`, { token: adminToken })).status,
    ).toBe(404)
  })

  it('refuses a confirmation of what was not previewed (a line changed since), then sends what the new preview shows, the PDF attached', async () => {
    const email = 'halima-send@example.com'
    const request = await pricedRequest(email)
    const first = (
      await cms('GET', `/quote-requests/${request.id}/quote-preview`, { token: adminToken })
    ).json as Preview
    // a colleague doubles the quantity meanwhile
    const doubled = await cms('PATCH', `/quote-requests/${request.id}`, {
      token: adminToken,
      body: {
        lines: [
          { machine: (request.lines![0]!.machine as Equipment).id, quantity: 2, unit: 'semaine' },
        ],
      },
    })
    expect(doubled.status, doubled.text).toBe(200)
    expect((doubled.json as { doc: QuoteRequest }).doc.lines?.[0]?.quantity, doubled.text).toBe(2)
    const stale = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
      body: { expected: first.expected },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      message: expect.stringContaining('relisez le nouvel aperçu'),
    })
    const malformed = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
      body: { expected: { version: 'un', totalTTC: null } },
    })
    expect(malformed.status).toBe(400)
    const second = (
      await cms('GET', `/quote-requests/${request.id}/quote-preview`, { token: adminToken })
    ).json as Preview
    expect(second.expected.totalTTC).toBe(1_190_000)
    const sent = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
      body: { expected: second.expected },
    })
    expect(sent.status, sent.text).toBe(200)

    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(2), 15_000)
    const mail = smtp.to(email).find((received) => received.subject?.startsWith('Votre devis'))!
    expect(mail.attachments).toHaveLength(1)
    const [file] = mail.attachments
    expect(file!.filename).toBe(second.attachments[0]!.filename)
    expect(file!.contentType).toBe('application/pdf')
    const attached = await pdfText(new Uint8Array(file!.content))
    expect(attached).toContain('1 190 000 F CFA')
    expect(attached).toContain(`NIF : ${LEGAL.taxId}`)
    // links are buttons with words: no address printed in the HTML
    const html = String(mail.html)
    for (const label of ['Voir et accepter le devis', 'Télécharger le devis (PDF)'])
      expect(html).toContain(label)
    // (the footer's site address is the only one written out)
    expect(html).not.toMatch(/>https?:\/\/[^<]*[?%]/)
    expect(html).not.toContain('word-break:break-all')
    // the plain text keeps the addresses, for a mail reader without HTML
    expect(mail.text).toMatch(/Télécharger le devis \(PDF\) : https:\/\/\S+\/pdf\?t=/)

    // the log keeps the file's name and size, never its bytes (the PDF carries the link)
    const logged = await payload.find({
      collection: 'outgoing-emails',
      where: { and: [{ to: { equals: email } }, { kind: { equals: 'quote' } }] },
      overrideAccess: true,
    })
    expect(logged.docs[0]!.attachments).toEqual([
      {
        filename: file!.filename,
        contentType: 'application/pdf',
        size: file!.size,
        drawnFrom: { quoteRequest: request.id, version: 1 },
      },
    ])

    // « Renvoyer »: the copy carries the same version's PDF again, drawn from the history
    const resent = await api<{ id: number }>('POST', `/admin/emails/${logged.docs[0]!.id}/resend`, {
      token: adminToken,
    })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(3), 15_000)
    const copy = smtp.to(email).at(-1)!
    expect(copy.subject).toBe(mail.subject)
    expect(copy.attachments.map(({ filename }) => filename)).toEqual([file!.filename])
    const again = await pdfText(new Uint8Array(copy.attachments[0]!.content))
    expect(again).toContain('1 190 000 F CFA')
    expect(again).toMatch(/\?t=[A-Za-z0-9_-]{32}/)
  })

  it('refuses a confirmation after a line’s new label, the total unchanged (the preview’s digest)', async () => {
    const request = await pricedRequest('halima-label@example.com')
    const first = (
      await cms('GET', `/quote-requests/${request.id}/quote-preview`, { token: adminToken })
    ).json as Preview
    const line = request.lines![0]!
    const relabelled = await cms('PATCH', `/quote-requests/${request.id}`, {
      token: adminToken,
      body: {
        lines: [
          {
            machine: (line.machine as Equipment).id,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice: line.unitPrice,
            label: 'Pelle CAT 320 avec chauffeur',
          },
        ],
      },
    })
    expect(relabelled.status, relabelled.text).toBe(200)
    const second = (
      await cms('GET', `/quote-requests/${request.id}/quote-preview`, { token: adminToken })
    ).json as Preview
    expect(second.expected.totalTTC).toBe(first.expected.totalTTC)
    expect(second.expected.digest).not.toBe(first.expected.digest)
    const stale = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
      body: { expected: first.expected },
    })
    expect(stale.status).toBe(409)
    const sent = await cms('POST', `/quote-requests/${request.id}/send-quote`, {
      token: adminToken,
      body: { expected: second.expected },
    })
    expect(sent.status, sent.text).toBe(200)
  })
})

describe('the team’s copies of a quote’s PDF (#59)', () => {
  it('print the customer’s link with its token hidden; the customer’s own download has it', async () => {
    const request = await pricedRequest('halima-team-copy@example.com')
    const preview = await cms('GET', `/quote-requests/${request.id}/quote-preview.pdf`, {
      token: adminToken,
    })
    expect(await pdfText(preview.bytes)).not.toMatch(/\?t=[A-Za-z0-9_-]{16,}/)
    expect(
      (await cms('POST', `/quote-requests/${request.id}/send-quote`, { token: adminToken })).status,
    ).toBe(200)
    const team = await pdfText(
      (await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })).bytes,
    )
    expect(team).toContain('?t=(jeton-masqué)')
    expect(team).not.toMatch(/\?t=[A-Za-z0-9_-]{16,}/)
    const { accessToken } = await payload.findByID({
      collection: 'quote-requests',
      id: request.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const reference = `DEV-${String(request.id).padStart(6, '0')}`
    const own = await customerPdf(new Request(`${SITE}/devis/${reference}/pdf?t=${accessToken}`), {
      params: Promise.resolve({ reference }),
    })
    expect(own.status).toBe(200)
    expect(await pdfText(new Uint8Array(await own.arrayBuffer()))).toContain(`?t=${accessToken}`)
  })
})
