// features: home, equipment, quotes
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readGlobalForApi } from '@/platform/data/globals'
import type { Equipment, QuoteRequest } from '@/generated/payload-types'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'

let payload: Payload
let adminToken: string

type Row = { id: string; name: string; daily: number; weekly?: number; monthly?: number }
type Section = { id: string; content: { equipments: Row[] } }

const byName = async (name: string) =>
  (
    await payload.find({
      collection: 'equipment',
      where: { name: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Equipment

/** The calculator's rows as the legacy /api answers them (GET /homepage/settings). */
async function apiRows(): Promise<Row[]> {
  const { body } = await api<{ sections: Section[] }>('GET', '/homepage/settings')
  return body.data!.sections.find((section) => section.id === 'quote-calculator')!.content
    .equipments
}

const rates = ({ id, daily, weekly, monthly }: Row) => ({ id, daily, weekly, monthly })

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})

describe('one price list (#59)', () => {
  it('the seeded calculator prices from the fleet: each row is a machine, at its day, week and month', async () => {
    const bulldozer = await byName('Bulldozer CAT D6')
    expect(bulldozer).toMatchObject({
      price: 95_000,
      weeklyPrice: 580_000,
      monthlyPrice: 2_100_000,
    })
    const calculator = await payload.findGlobal({
      slug: 'section-quote-calculator',
      depth: 0,
      overrideAccess: true,
    })
    const row = calculator.equipments?.find((item) => item.id === 'bulldozer')
    expect(row).toMatchObject({ machine: bulldozer.id, daily: 95_000, weekly: 580_000 })
    // the legacy contract keeps its shape: the spec's four rows and their rates
    expect((await apiRows()).map(rates)).toEqual([
      { id: 'excavator', daily: 85_000, weekly: 500_000, monthly: 1_800_000 },
      { id: 'bulldozer', daily: 95_000, weekly: 580_000, monthly: 2_100_000 },
      { id: 'dump-truck', daily: 65_000, weekly: 380_000, monthly: 1_400_000 },
      { id: 'mobile-crane', daily: 120_000, weekly: 700_000, monthly: 2_500_000 },
    ])
  })

  it('a machine’s new rates reach the calculator at once, the /api and the site’s reader; « Tarifs propres » keeps the team’s', async () => {
    const crane = await byName('Grue mobile Liebherr LTM 1050')
    // read once, so that the memo holds the old rates
    expect(
      (await readGlobalForApi(payload, 'section-quote-calculator')).equipments?.[3]?.weekly,
    ).toBe(700_000)
    const saved = await cms('PATCH', `/equipment/${crane.id}`, {
      token: adminToken,
      body: { price: 125_000, weeklyPrice: 720_000, monthlyPrice: null },
    })
    expect(saved.status, saved.text).toBe(200)
    const fresh = (await readGlobalForApi(payload, 'section-quote-calculator')).equipments?.[3]
    // no month rate any more: the calculator counts the month in days, as a quote would
    expect(fresh).toMatchObject({ id: 'mobile-crane', daily: 125_000, weekly: 720_000 })
    expect(fresh?.monthly ?? null).toBeNull()
    expect((await apiRows())[3]).toMatchObject({ daily: 125_000, weekly: 720_000 })

    // the team's own figures for a row, when it says so
    const calculator = await payload.findGlobal({
      slug: 'section-quote-calculator',
      depth: 0,
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'section-quote-calculator',
      overrideAccess: true,
      data: {
        equipments: calculator.equipments!.map((row) =>
          row.id === 'mobile-crane'
            ? { ...row, ownRates: true, daily: 99_000, weekly: 600_000 }
            : row,
        ),
      },
    })
    expect((await apiRows())[3]).toMatchObject({ daily: 99_000, weekly: 600_000 })
    // the fleet's other rows still follow their machines
    expect((await apiRows())[0]).toMatchObject({ id: 'excavator', daily: 85_000 })
  })

  it('the legacy back office writes the grid back: an unchanged row keeps its machine, a repriced one becomes the team’s', async () => {
    const rows = await apiRows()
    expect(rows[0]).not.toHaveProperty('machine')
    const sent = rows.map((row) => (row.id === 'dump-truck' ? { ...row, daily: 70_000 } : row))
    const saved = await api('PUT', '/admin/homepage/sections/quote-calculator', {
      token: adminToken,
      body: { id: 'quote-calculator', content: { equipments: sent } },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const stored = await payload.findGlobal({
      slug: 'section-quote-calculator',
      depth: 0,
      overrideAccess: true,
    })
    const excavator = await byName('Pelle hydraulique CAT 320')
    expect(stored.equipments?.[0]).toMatchObject({ machine: excavator.id, ownRates: false })
    expect(stored.equipments?.[2]).toMatchObject({ ownRates: true, daily: 70_000 })
    // the excavator's next price reaches the calculator; the repriced row keeps the team's
    await payload.update({
      collection: 'equipment',
      id: excavator.id,
      data: { price: 86_000 },
      overrideAccess: true,
    })
    expect((await apiRows()).map(({ daily }) => daily).slice(0, 3)).toEqual([
      86_000, 95_000, 70_000,
    ])
  })

  it('a row without a daily price nor a machine is refused in French; one with a machine takes its rates', async () => {
    const excavator = await byName('Pelle hydraulique CAT 320')
    const empty = await cms('POST', '/globals/section-quote-calculator', {
      token: adminToken,
      body: { equipments: [{ name: 'Foreuse' }] },
    })
    expect(empty.status).toBe(400)
    expect(empty.text).toContain('Veuillez remplir tous les champs obligatoires')
    const linked = await cms('POST', '/globals/section-quote-calculator', {
      token: adminToken,
      body: { equipments: [{ name: 'Pelle', machine: excavator.id }] },
    })
    expect(linked.status, linked.text).toBe(200)
    expect((await apiRows()).map(rates)).toEqual([
      // the excavator at the price the test before gave it
      { id: expect.any(String), daily: 86_000, weekly: 500_000, monthly: 1_800_000 },
    ])
  })

  it('a quote line of the fleet charges the week’s rate, and the quote states the settings’ conditions', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { rentalConditions: ['Carburant non compris', 'Livraison à Niamey : 50 000 FCFA'] },
    })
    const answer = await api<{ reference: string }>('POST', '/quote-requests', {
      body: {
        name: 'Moussa Hamani',
        email: 'moussa@example.com',
        phone: '96 12 34 56',
        message: 'Un bulldozer pour une semaine.',
      },
    })
    const id = Number(answer.body.data!.reference.slice(4))
    const bulldozer = await byName('Bulldozer CAT D6')
    const priced = await cms('PATCH', `/quote-requests/${id}`, {
      token: adminToken,
      body: { lines: [{ machine: bulldozer.id, quantity: 1, unit: 'semaine' }] },
    })
    expect(priced.status, priced.text).toBe(200)
    expect((priced.json as { doc: QuoteRequest }).doc.lines?.[0]?.unitPrice).toBe(580_000)
    const sent = await cms('POST', `/quote-requests/${id}/send-quote`, { token: adminToken })
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toMatchObject({
      quote: { totalHT: 580_000, vat: 110_200, totalTTC: 690_200 },
    })
    const conditions = [
      'Prix hors taxes : TVA de 19 % en sus',
      'Carburant non compris',
      'Livraison à Niamey : 50 000 FCFA',
      'Prix en francs CFA (XOF). Paiement : 50 % à la commande, le solde à la livraison ou à la fin de la location.',
    ]
    expect((sent.json as { quote: { conditions: string } }).quote.conditions.split('\n')).toEqual(
      conditions,
    )
    // the PDF the customer files says the same
    const pdf = await cms('GET', `/quote-requests/${id}/quote.pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    const text = pageTexts(await PDFDocument.load(pdf.bytes))
      .flat()
      .join('\n')
      .replace(/[\u202f\u00a0]/g, ' ')
    for (const line of conditions.slice(0, 3)) expect(text).toContain(line)
  })
})
