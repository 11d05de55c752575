// features: rentals, quotes
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Equipment, QuoteRequest, Reservation } from '@/generated/payload-types'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'

/**
 * From quote to reservation (#61): a quote's rental line (a machine, how many, which days) is
 * priced for its period; sending the quote places an option on the machines until its validity
 * date; the customer's acceptance confirms it; a refusal or « Perdu » gives the units back; a
 * shortage refuses the sending, or the acceptance, in French.
 */
let payload: Payload
let adminToken: string
let adminId: number
const stamp = Date.now()
const reference = (id: number) => `DEV-${String(id).padStart(6, '0')}`
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

let machineCount = 0
async function newMachine(available = 2): Promise<Equipment> {
  machineCount += 1
  return (await payload.create({
    collection: 'equipment',
    data: {
      name: `Niveleuse ${stamp}-${machineCount}`,
      category: 'BTP',
      status: 'available',
      forRent: true,
      price: 100_000,
      weeklyPrice: 500_000,
      monthlyPrice: 1_800_000,
      available,
      _status: 'published',
    } as never,
    overrideAccess: true,
  })) as Equipment
}

async function newRequest(name = `Client ${stamp}`): Promise<QuoteRequest> {
  const answer = await api<{ reference: string }>('POST', '/quote-requests', {
    body: {
      name,
      email: `location-${stamp}@example.com`,
      phone: '96 12 34 56',
      subject: 'Location niveleuse',
      message: 'Deux niveleuses pour dix jours à Tahoua.',
    },
  })
  expect(answer.status).toBe(201)
  return readRequest(Number(answer.body.data!.reference.slice(4)))
}

const readRequest = (id: number) =>
  payload.findByID({
    collection: 'quote-requests',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  }) as Promise<QuoteRequest>

/** The request's lines as an administrator saves them (Payload's REST API). */
const price = (id: number, lines: object[], extra: object = {}) =>
  cms('PATCH', `/quote-requests/${id}`, {
    token: adminToken,
    body: { lines, stage: 'qualified', owner: adminId, ...extra },
  })

const send = (id: number) => cms('POST', `/quote-requests/${id}/send-quote`, { token: adminToken })

const accept = (request: QuoteRequest, name = 'Aïcha Mahamadou') =>
  api('POST', `/quotes/${reference(request.id)}/accept`, {
    body: { token: request.accessToken, name },
  })

const reservationsOf = async (request: number) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { quoteRequest: { equals: request } },
      sort: 'startDate',
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Reservation[]

/** Free units of the machine per day, as the public route answers them. */
async function freeDays(machine: Equipment, from: string, to: string): Promise<number[]> {
  const answer = await api<{ days: { free: number }[] }>(
    'GET',
    `/equipment/${machine.slug}/availability?from=${from}&to=${to}`,
  )
  expect(answer.status).toBe(200)
  return answer.body.data!.days.map((day) => day.free)
}

/** Another customer's reservation, straight in the back office. */
const reserve = (machine: Equipment, startDate: string, endDate: string, quantity: number) =>
  payload.create({
    collection: 'reservations',
    data: {
      startDate,
      endDate,
      status: 'confirmed',
      customerName: 'Autre client',
      lines: [{ equipment: machine.id, quantity }],
    } as never,
    overrideAccess: true,
  })

const rentalLine = (machine: Equipment, startDate: string, endDate: string, quantity = 2) => ({
  machine: machine.id,
  quantity,
  startDate,
  endDate,
})

beforeAll(async () => {
  payload = await testPayload()
  const login = await payload.login({ collection: 'users', data: DEMO_ADMIN })
  adminToken = login.token!
  adminId = login.user!.id
})

describe('a quote’s rental line (#61)', () => {
  it('is priced for its days, months, weeks and days at their best, each machine one flat price', async () => {
    const machine = await newMachine()
    const request = await newRequest()
    const saved = await price(request.id, [rentalLine(machine, '2029-03-05', '2029-03-14')])
    expect(saved.status, saved.text).toBe(200)
    const [line] = (saved.json as { doc: QuoteRequest }).doc.lines!
    // ten days: a week and three days, 500,000 + 3 × 100,000, for each of the two machines
    expect(line).toMatchObject({
      label: machine.name,
      quantity: 2,
      unit: 'forfait',
      unitPrice: 800_000,
      startDate: '2029-03-05',
      endDate: '2029-03-14',
    })
    expect((saved.json as { doc: QuoteRequest }).doc.amount).toBe(1_600_000)
  })

  it('refuses wrong days and machines in French, on the line’s own field', async () => {
    const machine = await newMachine()
    const request = await newRequest()
    const cases: [object, string, string][] = [
      [
        rentalLine(machine, '2029-03-14', '2029-03-05'),
        'lines.0.endDate',
        'La location finit le jour où elle commence, ou après.',
      ],
      [
        { ...rentalLine(machine, '2029-03-05', '2029-03-14'), endDate: null },
        'lines.0.endDate',
        'Indiquez aussi le dernier jour de la location.',
      ],
      [
        rentalLine(machine, '2029-03-05', '2029-03-14', 1.5),
        'lines.0.quantity',
        'Une location compte des engins entiers : de 1 à 100.',
      ],
      [
        {
          label: 'Transport',
          unitPrice: 1,
          quantity: 1,
          startDate: '2029-03-05',
          endDate: '2029-03-06',
        },
        'lines.0.machine',
        'Une location datée nomme un engin du parc.',
      ],
      [
        rentalLine(machine, '2029-03-05', '2030-03-06'),
        'lines.0.endDate',
        'Une location dure 366 jours au plus : faites-en plusieurs.',
      ],
      [rentalLine(machine, '2029-02-30', '2029-03-06'), 'lines.0.startDate', 'Une date qui existe'],
    ]
    for (const [line, path, message] of cases) {
      const answer = await price(request.id, [line])
      expect(answer.status, answer.text).toBe(400)
      const errors = (answer.json as { errors: { data?: { errors?: object[] } }[] }).errors
      expect(JSON.stringify(errors)).toContain(path)
      expect(answer.text).toContain(message)
    }
    expect((await readRequest(request.id)).lines ?? []).toEqual([])
  })
})

describe('dates chosen on the site (#61)', () => {
  async function ask(choice: object) {
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: {
        name: 'Visiteur pressé',
        email: `dates-${stamp}@example.com`,
        phone: '96 12 34 56',
        message: 'Pour ces dates, merci.',
        choice,
      },
    })
    return answer
  }

  it('travel as data: the request’s choice, its estimate, and its first line a rental line', async () => {
    const machine = await newMachine()
    const sent = await ask({
      machine: machine.id,
      unit: 'jour',
      quantity: 2,
      startDate: '2029-10-01',
      endDate: '2029-10-10',
    })
    expect(sent.status).toBe(201)
    const request = await readRequest(Number(sent.body.data!.reference.slice(4)))
    expect(request.choice).toMatchObject({ machine: machine.id, quantity: 2, estimate: 1_600_000 })
    expect(request.choice?.endDate?.slice(0, 10)).toBe('2029-10-10')
    expect(request.lines).toHaveLength(1)
    expect(request.lines![0]).toMatchObject({
      machine: machine.id,
      quantity: 2,
      unit: 'forfait',
      unitPrice: 800_000,
      startDate: '2029-10-01',
      endDate: '2029-10-10',
    })
    expect(request.amount).toBe(1_600_000)
    // sent as it is, the quote places its option
    expect((await send(request.id)).status).toBe(200)
    expect((await reservationsOf(request.id)).map((r) => r.status)).toEqual(['option'])
  })

  it('a period a rental line cannot be (too many machines) keeps the request, priced by the day', async () => {
    const machine = await newMachine()
    const sent = await ask({
      machine: machine.id,
      unit: 'jour',
      quantity: 500,
      startDate: '2029-10-01',
      endDate: '2029-10-10',
    })
    expect(sent.status).toBe(201)
    const request = await readRequest(Number(sent.body.data!.reference.slice(4)))
    expect(request.choice?.endDate ?? null).toBeNull()
    expect(request.lines![0]).toMatchObject({ quantity: 500, unit: 'jour', unitPrice: 100_000 })
    // a machine not for rent is no rental, whatever days are sent
    const forSale = await payload.update({
      collection: 'equipment',
      id: machine.id,
      data: { forRent: false, forSale: true, salePrice: 30_000_000 },
      overrideAccess: true,
    })
    const bought = await ask({
      machine: forSale.id,
      unit: 'jour',
      quantity: 1,
      startDate: '2029-10-01',
      endDate: '2029-10-10',
    })
    expect(bought.status).toBe(201)
    const purchase = await readRequest(Number(bought.body.data!.reference.slice(4)))
    expect(purchase.choice?.endDate ?? null).toBeNull()
    expect(purchase.lines![0]).toMatchObject({ quantity: 1, unit: 'jour', unitPrice: 100_000 })
    expect(purchase.lines![0]!.startDate ?? null).toBeNull()
    // the end before the start is the visitor's mistake: a French 400, nothing stored
    const wrong = await ask({
      machine: machine.id,
      unit: 'jour',
      quantity: 1,
      startDate: '2029-10-10',
      endDate: '2029-10-01',
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('Le dernier jour de la location suit le premier.')
  })
})

describe('sending a quote places an option (#61)', () => {
  it('holds the machines until the quote’s validity date; the PDF says the days and the machines', async () => {
    const machine = await newMachine()
    const request = await newRequest('Aïcha Mahamadou')
    await price(request.id, [
      rentalLine(machine, '2029-03-05', '2029-03-14'),
      { label: 'Transport', quantity: 1, unit: 'forfait', unitPrice: 150_000 },
    ])
    const sent = await send(request.id)
    expect(sent.status, sent.text).toBe(200)
    const stored = await readRequest(request.id)
    const [option] = await reservationsOf(request.id)
    expect(option).toMatchObject({
      status: 'option',
      holdUntil: stored.quote!.validUntil,
      startDate: '2029-03-05',
      endDate: '2029-03-14',
      customerName: 'Aïcha Mahamadou',
      customerEmail: `location-${stamp}@example.com`,
    })
    expect(option!.lines).toHaveLength(1)
    expect(option!.lines![0]).toMatchObject({ equipment: machine.id, quantity: 2 })
    expect(option!.lines![0]!.units).toHaveLength(2)
    // both units taken for the days and the preparation day after, free before and after it
    expect(await freeDays(machine, '2029-03-04', '2029-03-16')).toEqual([
      2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
    ])
    // the quote as sent keeps the line's machine and days; the PDF prints them
    expect((stored.quote!.lines as object[])[0]).toMatchObject({
      machine: machine.id,
      startDate: '2029-03-05',
      endDate: '2029-03-14',
    })
    const pdf = await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })
    const text = plain(
      pageTexts(await PDFDocument.load(pdf.bytes))
        .flat()
        .join(' '),
    )
    // the designation wraps beside its figures: « … — location du 5 » / « mars 2029 au … »
    expect(text).toMatch(/— location du 5 (.+ )?mars 2029 au 14 mars 2029 \(10 jours\)/)
    expect(text).toContain('2 engins')

    // a new version on other days moves the option; nothing is held twice
    await price(request.id, [rentalLine(machine, '2029-04-02', '2029-04-03', 1)])
    expect((await send(request.id)).status).toBe(200)
    const moved = await reservationsOf(request.id)
    expect(moved.map(({ status, startDate }) => [status, startDate])).toEqual([
      ['cancelled', '2029-03-05'],
      ['option', '2029-04-02'],
    ])
    expect(await freeDays(machine, '2029-03-05', '2029-03-05')).toEqual([2])
    expect(await freeDays(machine, '2029-04-02', '2029-04-04')).toEqual([1, 1, 1])
  })

  it('a half day: priced at the machine’s half-day price, its option held for that half, the PDF says which', async () => {
    const machine = await newMachine(1)
    const request = await newRequest()
    const halfLine = { ...rentalLine(machine, '2029-06-04', '2029-06-04', 1), halfDay: 'morning' }
    const refused = await price(request.id, [halfLine])
    expect(refused.status, refused.text).toBe(400)
    expect(refused.text).toContain('lines.0.halfDay')
    expect(refused.text).toContain('ne se loue pas à la demi-journée')
    await payload.update({
      collection: 'equipment',
      id: machine.id,
      data: { halfDayPrice: 60_000, bufferAfter: 0 },
      overrideAccess: true,
    })
    const twoDays = await price(request.id, [{ ...halfLine, endDate: '2029-06-05' }])
    expect(twoDays.status).toBe(400)
    expect(twoDays.text).toContain('Une demi-journée commence et finit le même jour.')
    const saved = await price(request.id, [halfLine])
    expect(saved.status, saved.text).toBe(200)
    expect((saved.json as { doc: QuoteRequest }).doc.lines![0]).toMatchObject({
      unit: 'forfait',
      unitPrice: 60_000,
      halfDay: 'morning',
    })
    expect((await send(request.id)).status).toBe(200)
    const [option] = await reservationsOf(request.id)
    expect(option).toMatchObject({ status: 'option', halfDay: 'morning', startDate: '2029-06-04' })
    // the afternoon is still the other customers'
    await reserve(machine, '2029-06-04', '2029-06-04', 1).then(
      () => expect.unreachable('the morning is held'),
      (error: { status: number }) => expect(error.status).toBe(409),
    )
    const afternoon = await payload.create({
      collection: 'reservations',
      data: {
        startDate: '2029-06-04',
        endDate: '2029-06-04',
        halfDay: 'afternoon',
        status: 'confirmed',
        customerName: 'Client de l’après-midi',
        lines: [{ equipment: machine.id, quantity: 1 }],
      },
      overrideAccess: true,
    })
    expect(afternoon.lines![0]!.units).toHaveLength(1)
    const pdf = await cms('GET', `/quote-requests/${request.id}/quote.pdf`, { token: adminToken })
    const text = plain(
      pageTexts(await PDFDocument.load(pdf.bytes))
        .flat()
        .join(' '),
    )
    expect(text).toMatch(/— location le 4 (.+ )?juin 2029, matin/)
  })

  it('refuses to send what the stock cannot hold, naming the next free dates; nothing is sent', async () => {
    const machine = await newMachine(1)
    await reserve(machine, '2029-05-01', '2029-05-10', 1)
    const request = await newRequest()
    await price(request.id, [rentalLine(machine, '2029-05-08', '2029-05-09', 1)])
    const sent = await send(request.id)
    expect(sent.status).toBe(409)
    expect((sent.json as { message: string }).message).toBe(
      `Devis non envoyé : Plus assez d’unités libres de « ${machine.name} » du 8 mai 2029 au 9 mai 2029, préparation comprise : 0 libre pour 1 demandée. Prochaines dates libres : du 12 mai 2029 au 13 mai 2029. Changez les dates ou la quantité de la ligne, ou désactivez les options à l’envoi dans les paramètres généraux.`,
    )
    const stored = await readRequest(request.id)
    expect(stored.stage).toBe('qualified')
    expect(stored.quote?.version ?? null).toBeNull()
    expect(await reservationsOf(request.id)).toEqual([])
    const mails = await payload.count({
      collection: 'outgoing-emails',
      where: { subject: { contains: reference(request.id) }, kind: { equals: 'quote' } },
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(0)
  })

  it('a new version refused for one of its periods leaves the option of another as it was', async () => {
    const machine = await newMachine(2)
    const full = await newMachine(1)
    await reserve(full, '2029-07-01', '2029-07-10', 1)
    const request = await newRequest()
    await price(request.id, [rentalLine(machine, '2029-07-02', '2029-07-03', 1)])
    expect((await send(request.id)).status).toBe(200)
    const [before] = await reservationsOf(request.id)
    // the next version asks two machines on those days, and the full machine on others
    await price(request.id, [
      rentalLine(machine, '2029-07-02', '2029-07-03', 2),
      rentalLine(full, '2029-07-05', '2029-07-06', 1),
    ])
    expect((await send(request.id)).status).toBe(409)
    const after = await reservationsOf(request.id)
    expect(after.map(({ id, status }) => [id, status])).toEqual([[before!.id, 'option']])
    expect(after[0]!.lines!.map(({ quantity, units }) => [quantity, units])).toEqual(
      before!.lines!.map(({ quantity, units }) => [quantity, units]),
    )
    expect(after[0]!.holdUntil).toBe(before!.holdUntil)
    expect(await freeDays(machine, '2029-07-02', '2029-07-03')).toEqual([1, 1])
  })
})

describe('the customer’s answer to a rental quote (#61)', () => {
  async function quoted(machine: Equipment, from = '2029-06-01', to = '2029-06-05') {
    const request = await newRequest()
    await price(request.id, [rentalLine(machine, from, to, 1)])
    expect((await send(request.id)).status).toBe(200)
    return readRequest(request.id)
  }

  it('an acceptance confirms the option and keeps its units, once however many click', async () => {
    const machine = await newMachine()
    const request = await quoted(machine)
    const answers = await Promise.all(Array.from({ length: 4 }, () => accept(request)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const reservations = await reservationsOf(request.id)
    expect(reservations.map((reservation) => reservation.status)).toEqual(['confirmed'])
    expect(reservations[0]!.lines![0]!.units).toHaveLength(1)
    expect(await freeDays(machine, '2029-06-01', '2029-06-06')).toEqual([1, 1, 1, 1, 1, 1])
    expect((await readRequest(request.id)).stage).toBe('won')
  })

  it('a refusal, or « Perdu » in the pipeline, gives the units back', async () => {
    const machine = await newMachine(1)
    const refused = await quoted(machine, '2029-07-01', '2029-07-02')
    expect(await freeDays(machine, '2029-07-01', '2029-07-01')).toEqual([0])
    const answer = await api('POST', `/quotes/${reference(refused.id)}/refuse`, {
      body: { token: refused.accessToken, reason: 'Trop cher' },
    })
    expect(answer.status).toBe(200)
    expect((await reservationsOf(refused.id)).map((r) => r.status)).toEqual(['cancelled'])
    expect(await freeDays(machine, '2029-07-01', '2029-07-01')).toEqual([1])

    const lost = await quoted(machine, '2029-07-01', '2029-07-02')
    expect(await freeDays(machine, '2029-07-01', '2029-07-01')).toEqual([0])
    const marked = await cms('PATCH', `/quote-requests/${lost.id}`, {
      token: adminToken,
      body: { stage: 'lost', lostReason: 'Chantier reporté' },
    })
    expect(marked.status, marked.text).toBe(200)
    expect((await reservationsOf(lost.id)).map((r) => r.status)).toEqual(['cancelled'])
    expect(await freeDays(machine, '2029-07-01', '2029-07-01')).toEqual([1])
  })

  it('machines gone when the customer accepts: refused in French, nothing confirmed, the owner told', async () => {
    const machine = await newMachine(1)
    const request = await quoted(machine, '2029-08-01', '2029-08-03')
    // the option lapses (the team shortened it) and another customer takes the machine
    const [option] = await reservationsOf(request.id)
    await payload.update({
      collection: 'reservations',
      id: option!.id,
      data: { holdUntil: '2026-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    const other = await reserve(machine, '2029-08-02', '2029-08-02', 1)
    const answer = await accept(request)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      'Les engins de ce devis ne sont plus libres à ces dates : votre acceptation n’a pas pu être enregistrée. Notre équipe vous contacte pour vous proposer d’autres dates.',
    )
    const stored = await readRequest(request.id)
    expect(stored.stage).toBe('quoted')
    expect(stored.quote?.acceptedAt ?? null).toBeNull()
    expect((await reservationsOf(request.id)).map((r) => r.status)).toEqual(['option'])
    const told = await payload.find({
      collection: 'outgoing-emails',
      where: {
        subject: {
          equals: `Devis ${reference(request.id)} : acceptation impossible, engins plus libres`,
        },
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(told.docs).toHaveLength(1)
    // the history says it, and the customer may accept once machines are found
    const failed = await payload.find({
      collection: 'quote-events',
      where: { request: { equals: request.id }, kind: { equals: 'acceptFailed' } },
      overrideAccess: true,
    })
    expect(failed.docs[0]?.summary).toContain('impossible, engins plus libres')
    // the other customer cancels: the same acceptance now goes through
    await payload.update({
      collection: 'reservations',
      id: other.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await accept(request)).status).toBe(200)
    expect((await reservationsOf(request.id)).map((r) => r.status)).toEqual(['confirmed'])
    expect((await readRequest(request.id)).stage).toBe('won')
    expect(told.docs[0]!.to).toBe(DEMO_ADMIN.email)
    expect(plain(told.docs[0]!.text)).toContain('Plus assez d’unités libres')
  })

  it('with options turned off in the settings, sending holds nothing and the acceptance reserves', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { quoteHoldsRentals: false },
      context: { disableRevalidate: true },
    })
    try {
      const machine = await newMachine(1)
      const request = await quoted(machine, '2029-09-01', '2029-09-01')
      expect(await reservationsOf(request.id)).toEqual([])
      expect(await freeDays(machine, '2029-09-01', '2029-09-01')).toEqual([1])
      expect((await accept(request)).status).toBe(200)
      const [reservation] = await reservationsOf(request.id)
      expect(reservation).toMatchObject({ status: 'confirmed', startDate: '2029-09-01' })
      expect(await freeDays(machine, '2029-09-01', '2029-09-01')).toEqual([0])
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { quoteHoldsRentals: true },
        context: { disableRevalidate: true },
      })
    }
  })
})
