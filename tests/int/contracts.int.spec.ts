// features: contracts
import { createHash } from 'node:crypto'
import { type AddressInfo } from 'node:net'
import { createServer } from 'node:http'

import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Equipment, QuoteRequest, Reservation } from '@/generated/payload-types'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { resendMail } from '@/platform/services/mail/outbox'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { mailSinkForFile } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'
import { sqlRows } from '../helpers/sqlRows'

/**
 * The rental contract (#62): prepared from a confirmed reservation and its accepted quote, its
 * exact PDF kept with its SHA-256; signed by the customer with the box, their name and a code
 * received by mail; the evidence kept once, never edited (the database refuses); a change is a
 * new version to sign.
 */
let payload: Payload
let adminToken: string
const stamp = Date.now()
const reference = (id: number) => `DEV-${String(id).padStart(6, '0')}`
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const pdfText = async (bytes: Uint8Array) =>
  pageTexts(await PDFDocument.load(bytes)).map((page) =>
    page.join('\n').replace(/[\u202f\u00a0]/g, ' '),
  )

let count = 0
/** A customer's accepted quote for a machine, and the reservation it confirmed. */
async function acceptedRental(): Promise<{ request: QuoteRequest; reservation: Reservation }> {
  count += 1
  const machine = (await payload.create({
    collection: 'equipment',
    data: {
      name: `Chargeuse contrat ${stamp}-${count}`,
      category: 'BTP',
      status: 'available',
      forRent: true,
      price: 150_000,
      available: 1,
      deposit: 500_000,
      _status: 'published',
    } as never,
    overrideAccess: true,
  })) as Equipment
  const email = `contrat-${stamp}-${count}@example.test`
  const created = await api<{ reference: string }>('POST', '/quote-requests', {
    body: { name: 'Aïcha Mahamadou', email, phone: '96 12 34 56', message: 'Une chargeuse.' },
  })
  expect(created.status).toBe(201)
  const id = Number(created.body.data!.reference.slice(4))
  const priced = await cms('PATCH', `/quote-requests/${id}`, {
    token: adminToken,
    body: {
      lines: [{ machine: machine.id, quantity: 1, startDate: '2031-05-05', endDate: '2031-05-07' }],
      stage: 'qualified',
    },
  })
  expect(priced.status, priced.text).toBe(200)
  const sent = await cms('POST', `/quote-requests/${id}/send-quote`, { token: adminToken })
  expect(sent.status, sent.text).toBe(200)
  const request = (await payload.findByID({
    collection: 'quote-requests',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as QuoteRequest
  const accepted = await api('POST', `/quotes/${reference(id)}/accept`, {
    body: { token: request.accessToken, name: 'Aïcha Mahamadou' },
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { quoteRequest: { equals: id } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs[0]?.status).toBe('confirmed')
  return { request, reservation: docs[0] as Reservation }
}

const prepare = (reservation: number) =>
  cms('POST', `/reservations/${reservation}/contract`, { token: adminToken })

type Prepared = {
  id: number
  created: boolean
  state: { versions: { sha256: string; version: number; acceptedAt: string | null }[] }
}

/** The code of the newest code mail sent to `email`. */
async function codeMailedTo(email: string, mails: number) {
  await vi.waitFor(
    () =>
      expect(
        smtp.current.to(email).filter((mail) => /code/i.test(mail.subject ?? '')),
      ).toHaveLength(mails),
    15_000,
  )
  const mail = smtp.current.to(email).filter((mail) => /code/i.test(mail.subject ?? ''))[mails - 1]!
  return /\b(\d{6})\b/.exec(mail.text ?? '')![1]!
}

const contractApi = (request: QuoteRequest, action: 'code' | 'accept', body: object) =>
  api('POST', `/contracts/${reference(request.id)}/${action}`, {
    body: { token: request.accessToken, ...body },
    headers: { 'x-forwarded-for': '41.203.1.7', 'user-agent': 'Chantier/1.0 (Android 9)' },
  })

const smtp = mailSinkForFile(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})

describe('the rental contract (#62)', () => {
  it('is prepared from the accepted quote, signed with the code mailed, its evidence kept once and never edited', async () => {
    const { request, reservation } = await acceptedRental()
    // the team's action only
    expect((await cms('POST', `/reservations/${reservation.id}/contract`)).status).toBe(401)
    const first = await prepare(reservation.id)
    expect(first.status, first.text).toBe(201)
    const { id, state } = first.json as Prepared
    // the same content again is the same version
    const again = await prepare(reservation.id)
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ id, created: false })

    // the PDF kept is the one the SHA-256 is of, and says what was agreed
    const pdf = await cms('GET', `/contracts/${id}/contract.pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    expect(sha256(pdf.bytes)).toBe(state.versions[0]!.sha256)
    const [firstPage] = await pdfText(pdf.bytes)
    for (const part of [
      'Contrat de location',
      'Aïcha Mahamadou',
      'Chargeuse contrat',
      'du 5 mai 2031 au 7 mai 2031',
      '500 000 F CFA',
      'Assurance',
      'Conditions générales de location',
    ])
      expect(firstPage).toContain(part)
    await vi.waitFor(
      () =>
        expect(
          smtp.current.to(request.email).some((mail) => /à signer/.test(mail.subject ?? '')),
        ).toBe(true),
      15_000,
    )

    // an attacker's tries: another token, no code yet, a wrong PDF, a wrong code
    const sha = state.versions[0]!.sha256
    const signature = { contract: id, consent: true, name: 'Aïcha Mahamadou', sha256: sha }
    expect(
      (
        await api('POST', `/contracts/${reference(request.id)}/code`, {
          body: { token: 'x'.repeat(32), contract: id },
        })
      ).status,
    ).toBe(404)
    const noCode = await contractApi(request, 'accept', { ...signature, code: '123456' })
    expect(noCode.status).toBe(403)
    expect(noCode.body.message).toBe('Demandez d’abord le code par email.')
    const unticked = await contractApi(request, 'accept', {
      ...signature,
      consent: false,
      code: '123456',
    })
    expect(unticked.status).toBe(400)

    const asked = await contractApi(request, 'code', { contract: id })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.data).toEqual({ email: `c•••@example.test`, phone: null })
    // one code a minute
    expect((await contractApi(request, 'code', { contract: id })).status).toBe(429)
    const code = await codeMailedTo(request.email, 1)
    // the log keeps the code hidden, and never sends it again
    const logged = await payload.find({
      collection: 'outgoing-emails',
      where: { kind: { equals: 'code' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(JSON.stringify(logged.docs[0])).not.toContain(code)
    expect(await resendMail(payload, logged.docs[0]!.id)).toBeNull()
    const resent = await api('POST', `/admin/emails/${logged.docs[0]!.id}/resend`, {
      token: adminToken,
    })
    expect(resent.status).toBe(400)
    expect(resent.body.message).toMatch(/^Un code de signature n’est jamais conservé/)

    const changed = await contractApi(request, 'accept', {
      ...signature,
      sha256: 'a'.repeat(64),
      code,
    })
    expect(changed.status).toBe(409)
    const wrong = await contractApi(request, 'accept', {
      ...signature,
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe(
      'Code incorrect : encore 4 essais avant d’en demander un nouveau.',
    )

    // five tabs sign at once: one acceptance is kept, the others answer that nothing changed
    const together = await Promise.all(
      Array.from({ length: 5 }, () => contractApi(request, 'accept', { ...signature, code })),
    )
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(
      together.map((answer) => (answer.body.data as { changed: boolean }).changed).sort(),
    ).toEqual([false, false, false, false, true])
    // a second acceptance changes nothing
    const twice = await contractApi(request, 'accept', { ...signature, code })
    expect(twice.body).toMatchObject({ success: true, data: { changed: false } })
    const evidence = await payload.find({
      collection: 'contract-acceptances',
      where: { contract: { equals: id } },
      overrideAccess: true,
    })
    expect(evidence.totalDocs).toBe(1)
    // and the request's history says it
    const history = await payload.find({
      collection: 'quote-events',
      where: {
        and: [{ request: { equals: request.id } }, { kind: { equals: 'contractSigned' } }],
      },
      overrideAccess: true,
    })
    expect(history.docs.map((event) => event.summary)).toEqual([
      `Contrat de location LOC-${reservation.id}, version 1 signé par Aïcha Mahamadou (code reçu à ${request.email}, adresse 41.203.1.7)`,
    ])
    expect(evidence.docs[0]).toMatchObject({
      name: 'Aïcha Mahamadou',
      consent: true,
      sha256: sha,
      ip: '41.203.1.7',
      userAgent: 'Chantier/1.0 (Android 9)',
      email: request.email,
    })

    // the signed PDF: the pages accepted, then the evidence page; mailed to the customer
    await vi.waitFor(
      () =>
        expect(
          smtp.current.to(request.email).some((mail) => /signé/.test(mail.subject ?? '')),
        ).toBe(true),
      15_000,
    )
    const mail = smtp.current.to(request.email).find((sent) => /signé/.test(sent.subject ?? ''))!
    const pages = await pdfText(new Uint8Array(mail.attachments[0]!.content))
    const proof = pages.at(-1)!
    expect(proof).toContain('Preuve d’acceptation électronique')
    expect(proof).toContain(sha)
    expect(proof).toContain('Aïcha Mahamadou')
    expect(proof).toContain('41.203.1.7')
    expect(proof).toContain('Chantier/1.0 (Android 9)')
    expect(pages.slice(0, -1).join('\n')).toBe((await pdfText(pdf.bytes)).join('\n'))

    // nobody edits nor deletes the evidence, nor what the contract showed: not the API, not SQL
    const acceptance = evidence.docs[0]!.id
    expect(
      (
        await cms('PATCH', `/contract-acceptances/${acceptance}`, {
          token: adminToken,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await cms('DELETE', `/contract-acceptances/${acceptance}`, { token: adminToken })).status,
    ).toBe(403)
    await expect(
      sqlRows(payload, `UPDATE contract_acceptances SET name = 'X' WHERE id = ${acceptance}`),
    ).rejects.toThrow()
    await expect(
      sqlRows(payload, `DELETE FROM contract_acceptances WHERE id = ${acceptance}`),
    ).rejects.toThrow()
    await expect(
      sqlRows(payload, `UPDATE contracts SET sha256 = 'x' WHERE id = ${id}`),
    ).rejects.toThrow()
    await expect(sqlRows(payload, `DELETE FROM contracts WHERE id = ${id}`)).rejects.toThrow()
    // nor the reservation under contract
    expect(
      (await cms('DELETE', `/reservations/${reservation.id}`, { token: adminToken })).status,
    ).toBe(409)
    expect(
      (
        await payload.findByID({
          collection: 'contract-acceptances',
          id: acceptance,
          overrideAccess: true,
        })
      ).name,
    ).toBe('Aïcha Mahamadou')
  })

  it('a reservation changed after the signature is a new version to sign; the old one stays signed', async () => {
    const { request, reservation } = await acceptedRental()
    const first = (await prepare(reservation.id)).json as Prepared
    await contractApi(request, 'code', { contract: first.id })
    const code = await codeMailedTo(request.email, 1)
    const signature = {
      contract: first.id,
      consent: true,
      name: 'Aïcha Mahamadou',
      sha256: first.state.versions[0]!.sha256,
      code,
    }
    expect((await contractApi(request, 'accept', signature)).status).toBe(200)

    const patched = await cms('PATCH', `/reservations/${reservation.id}`, {
      token: adminToken,
      body: { customerIdentity: 'NIF 12345/R · RCCM NI-NIA-2020-B-123' },
    })
    expect(patched.status, patched.text).toBe(200)
    const second = await prepare(reservation.id)
    expect(second.status).toBe(201)
    const next = second.json as Prepared
    expect(
      next.state.versions.map((version) => [version.version, Boolean(version.acceptedAt)]),
    ).toEqual([
      [2, false],
      [1, true],
    ])
    // the old version cannot be signed again, nor its code asked
    expect((await contractApi(request, 'code', { contract: first.id })).status).toBe(409)
    const pdf = await cms('GET', `/contracts/${next.id}/contract.pdf`, { token: adminToken })
    expect((await pdfText(pdf.bytes))[0]).toContain('NIF 12345/R · RCCM NI-NIA-2020-B-123')
  })

  it('an extension asked on the customer’s page is checked against the same units, accepted or another day proposed, and the reservation and the contract follow', async () => {
    const { request, reservation } = await acceptedRental()
    const ask = (endDate: string, token = request.accessToken) =>
      api<{ freeUntil: string | null }>('POST', `/contracts/${reference(request.id)}/extend`, {
        body: { token, reservation: reservation.id, endDate },
      })
    // not before the contract is signed
    expect((await ask('2031-05-09')).status).toBe(409)
    const first = (await prepare(reservation.id)).json as Prepared
    await contractApi(request, 'code', { contract: first.id })
    const code = await codeMailedTo(request.email, 1)
    expect(
      (
        await contractApi(request, 'accept', {
          contract: first.id,
          consent: true,
          name: 'Aïcha Mahamadou',
          sha256: first.state.versions[0]!.sha256,
          code,
        })
      ).status,
    ).toBe(200)
    // another customer holds the machine's only unit from 12 May: with its preparation day
    // before nothing, and ours after (one day), our unit is free until 10 May
    const [line] = reservation.lines
    const other = await payload.create({
      collection: 'reservations',
      data: {
        startDate: '2031-05-12',
        endDate: '2031-05-14',
        status: 'confirmed',
        customerName: 'Autre chantier',
        lines: [{ equipment: line!.equipment, quantity: 1 }],
      } as never,
      overrideAccess: true,
    })
    expect(other.id).toBeGreaterThan(0)

    expect((await ask('2031-05-09', 'y'.repeat(32))).status).toBe(404)
    expect((await ask('2031-05-06')).status).toBe(400)
    const far = await ask('2031-05-20')
    expect(far.status, JSON.stringify(far.body)).toBe(201)
    expect(far.body.data).toEqual({ freeUntil: '2031-05-10' })
    // one ask at a time
    expect((await ask('2031-05-09')).status).toBe(409)
    const [asked] = (
      await payload.find({
        collection: 'extensions',
        where: { reservation: { equals: reservation.id } },
        overrideAccess: true,
      })
    ).docs
    const answer = (body: object) =>
      cms('POST', `/extensions/${asked!.id}/answer`, { token: adminToken, body })
    expect(
      (await cms('POST', `/extensions/${asked!.id}/answer`, { body: { action: 'accept' } })).status,
    ).toBe(401)
    // the same unit is not free that long: accepting is refused, proposing past the 10th too
    const refused = await answer({ action: 'accept' })
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({
      message: 'Les mêmes unités ne sont libres que jusqu’au 10 mai 2031 : proposez cette date.',
    })
    expect((await answer({ action: 'propose', endDate: '2031-05-11' })).status).toBe(409)
    expect((await answer({ action: 'propose', endDate: '2031-05-10' })).status).toBe(200)
    // the customer takes the day proposed: the reservation moves, the contract is a version 2
    const taken = await api('POST', `/contracts/${reference(request.id)}/extension`, {
      body: { token: request.accessToken, extension: asked!.id },
    })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    const moved = await payload.findByID({
      collection: 'reservations',
      id: reservation.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(moved.endDate).toBe('2031-05-10')
    expect(moved.lines[0]!.units).toEqual(reservation.lines[0]!.units)
    const state = (
      await cms('GET', `/reservations/${reservation.id}/contract`, { token: adminToken })
    ).json as {
      versions: { id: number; version: number }[]
      extensions: { status: string; price: number }[]
    }
    expect(state.extensions[0]).toMatchObject({ status: 'accepted', price: 450_000 })
    expect(state.versions.map((version) => version.version)).toEqual([2, 1])
    const pdf = await cms('GET', `/contracts/${state.versions[0]!.id}/contract.pdf`, {
      token: adminToken,
    })
    const text = (await pdfText(pdf.bytes)).join('\n')
    expect(text).toContain('du 5 mai 2031 au 10 mai 2031')
    expect(text).toContain('Prolongation du 8 mai 2031 au 10 mai 2031')
    expect(text).toContain('450 000 F CFA')
    // taken once: the proposal is spent
    expect(
      (
        await api('POST', `/contracts/${reference(request.id)}/extension`, {
          body: { token: request.accessToken, extension: asked!.id },
        })
      ).status,
    ).toBe(409)
  })

  it('sends the code by SMS too where the company configured a gateway, and keeps the phone with the evidence', async () => {
    const received: { to: string; text: string; authorization?: string }[] = []
    let failing = false
    const gateway = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => {
        received.push({ ...JSON.parse(body), authorization: request.headers.authorization })
        response.writeHead(failing ? 500 : 202).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const { port } = gateway.address() as AddressInfo
    process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${port}/send`
    process.env.SMS_GATEWAY_TOKEN = 'cle-sms'
    try {
      const { request, reservation } = await acceptedRental()
      const { id, state } = (await prepare(reservation.id)).json as Prepared
      // the gateway down: the code still goes by mail, no phone claimed
      failing = true
      const down = await contractApi(request, 'code', { contract: id })
      expect(down.body.data).toMatchObject({ phone: null })
      await codeMailedTo(request.email, 1)
      failing = false
      // a minute later (the contract's code state moved back), by mail and by SMS
      await sqlRows(payload, `UPDATE contracts SET code_sent_at = NULL WHERE id = ${id}`)
      const asked = await contractApi(request, 'code', { contract: id })
      expect(asked.body.data).toEqual({ email: 'c•••@example.test', phone: '•••• 34 56' })
      expect(asked.body.message).toContain('et par SMS au •••• 34 56')
      const sms = received.at(-1)!
      expect(sms).toMatchObject({ to: '+22796123456', authorization: 'Bearer cle-sms' })
      const code = /\b(\d{6})\b/.exec(sms.text)![1]!
      expect(await codeMailedTo(request.email, 2)).toBe(code)
      const signed = await contractApi(request, 'accept', {
        contract: id,
        consent: true,
        name: 'Aïcha Mahamadou',
        sha256: state.versions[0]!.sha256,
        code,
      })
      expect(signed.status, JSON.stringify(signed.body)).toBe(200)
      const [evidence] = (
        await payload.find({
          collection: 'contract-acceptances',
          where: { contract: { equals: id } },
          overrideAccess: true,
        })
      ).docs
      expect(evidence!.phone).toBe('+22796123456')
      const pdf = await cms('GET', `/contracts/${id}/contract.pdf?signed=1`, { token: adminToken })
      expect((await pdfText(pdf.bytes)).at(-1)).toContain(
        `${request.email} et par SMS au +22796123456`,
      )
    } finally {
      delete process.env.SMS_GATEWAY_URL
      delete process.env.SMS_GATEWAY_TOKEN
      gateway.close()
    }
  })

  it('is refused for a reservation without an accepted quote, in French', async () => {
    const machine = await payload.create({
      collection: 'equipment',
      data: {
        name: `Compacteur sans devis ${stamp}`,
        category: 'BTP',
        status: 'available',
        forRent: true,
        price: 50_000,
        available: 1,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const reservation = await payload.create({
      collection: 'reservations',
      data: {
        startDate: '2031-06-02',
        endDate: '2031-06-03',
        status: 'confirmed',
        customerName: 'Sans devis',
        lines: [{ equipment: machine.id, quantity: 1 }],
      } as never,
      overrideAccess: true,
    })
    const refused = await prepare(reservation.id)
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({
      message:
        'Le contrat se prépare depuis un devis accepté par le client : cette réservation n’en a pas. Envoyez-lui d’abord un devis.',
    })
    expect((await prepare(999_999_999)).status).toBe(404)
  })
})
