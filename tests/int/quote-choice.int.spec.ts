// features: quotes
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pipelineReport } from '@/features/quotes/pipeline'
import type { Equipment, QuoteRequest } from '@/generated/payload-types'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * What the customer chose travels as data (#59, point 2): the machine, its quantity by the day,
 * week or month (or to buy), the first day, and the estimate shown, stored on the request and
 * made the quote's first line; the pipeline's card says it.
 */
let payload: Payload
const stamp = Date.now()

const byName = async (name: string) =>
  (
    await payload.find({
      collection: 'equipment',
      where: { name: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Equipment

const customer = (extra: object = {}) => ({
  name: 'Ibrahim Soumana',
  email: `ibrahim-${stamp}@example.com`,
  phone: '+227 96 12 34 56',
  message: 'Pour un chantier à Tillabéri.',
  ...extra,
})

async function send(body: object, headers: Record<string, string> = {}) {
  return api<{ reference: string }>('POST', '/quote-requests', { body, headers })
}

const stored = async (reference: string) =>
  payload.findByID({
    collection: 'quote-requests',
    id: Number(reference.slice(4)),
    depth: 0,
    overrideAccess: true,
  }) as Promise<QuoteRequest>

beforeAll(async () => {
  payload = await testPayload()
})

describe('the customer’s choice, as data (#59)', () => {
  it('stores the machine, two weeks from a day, the estimate, and makes them the first quote line', async () => {
    const bulldozer = await byName('Bulldozer CAT D6')
    const answer = await send(
      customer({
        choice: {
          machine: String(bulldozer.id),
          unit: 'semaine',
          quantity: 2,
          startDate: '2026-12-08',
        },
      }),
    )
    expect(answer.status, answer.text).toBe(201)
    const request = await stored(answer.body.data!.reference)
    expect(request.choice).toMatchObject({
      machine: bulldozer.id,
      unit: 'semaine',
      quantity: 2,
      estimate: 1_160_000,
    })
    expect(request.choice?.startDate?.slice(0, 10)).toBe('2026-12-08')
    // « Équipement concerné » names it; the first line is the machine at its week's rate
    expect(request.equipment).toBe('Bulldozer CAT D6')
    expect(
      request.lines?.map(({ machine, label, quantity, unit, unitPrice }) => ({
        machine,
        label,
        quantity,
        unit,
        unitPrice,
      })),
    ).toEqual([
      {
        machine: bulldozer.id,
        label: 'Bulldozer CAT D6',
        quantity: 2,
        unit: 'semaine',
        unitPrice: 580_000,
      },
    ])
    expect(request.amount).toBe(1_160_000)

    const report = await pipelineReport(payload, { owner: null, days: 30 })
    const card = report.columns
      .flatMap((column) => column.cards)
      .find((item) => item.id === request.id)
    expect(card).toMatchObject({
      machine: 'Bulldozer CAT D6',
      choice: '2 semaines, à partir du 8 décembre 2026',
      amount: 1_160_000,
    })
  })

  it('a machine to buy is one unit at its sale price; a machine gone since leaves the request as written', async () => {
    const hilux = await byName('Toyota Hilux double cabine')
    const bought = await send(
      customer({ choice: { machine: hilux.id, unit: 'unite', quantity: 1 } }),
    )
    expect(bought.status, bought.text).toBe(201)
    expect((await stored(bought.body.data!.reference)).choice).toMatchObject({
      unit: 'unite',
      estimate: hilux.salePrice,
    })

    const gone = await send(customer({ choice: { machine: 999_999, unit: 'jour', quantity: 3 } }))
    expect(gone.status, gone.text).toBe(201)
    const request = await stored(gone.body.data!.reference)
    expect(request.choice?.machine ?? null).toBeNull()
    expect(request.lines ?? []).toEqual([])
  })

  it('refuses a choice that is not one, in French, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'quote-requests', overrideAccess: true }))
      .totalDocs
    for (const choice of [
      { machine: 'pelle', unit: 'jour', quantity: 1 },
      { machine: 1, unit: 'forfait', quantity: 1 },
      { machine: 1, unit: 'jour', quantity: 0 },
      { machine: 1, unit: 'jour', quantity: 1.5 },
      { machine: 1, unit: 'jour', quantity: 1, startDate: 'demain' },
      { machine: 1e12, unit: 'jour', quantity: 1 },
      [],
    ]) {
      const answer = await send(customer({ choice }))
      expect(answer.status, JSON.stringify(choice)).toBe(400)
      expect(answer.text).toMatch(/choice/)
      expect(answer.text).not.toMatch(/Error|at /)
    }
    expect(
      (await payload.count({ collection: 'quote-requests', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('a submission sent again under its key is the same with the same choice, refused with another', async () => {
    const excavator = await byName('Pelle hydraulique CAT 320')
    const key = `choix-${stamp}-abcdefgh`
    const choice = { machine: excavator.id, unit: 'jour', quantity: 10, startDate: '2026-12-08' }
    const body = customer({ choice })
    const first = await send(body, { 'Idempotency-Key': key })
    const again = await send(body, { 'Idempotency-Key': key })
    expect(again.status).toBe(201)
    expect(again.body.data?.reference).toBe(first.body.data?.reference)
    const other = await send(customer({ choice: { ...choice, quantity: 11 } }), {
      'Idempotency-Key': key,
    })
    expect(other.status).toBe(409)
  })
})
