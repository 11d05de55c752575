// features: rentals, analytics, dashboard
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Equipment, EquipmentUnit, Reservation } from '@/generated/payload-types'
import { dayNumber, dayOfNumber } from '@/lib/days'
import { companyDayAndHour } from '@/lib/timeZone'

import { api } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { rentalDayTask } from '@/features/rentals/dayTask'
import { mondayOf, planning } from '@/features/rentals/planning'
import { yardDay } from '@/features/rentals/yardDays'
import { sendRentalReminders } from '@/features/rentals/reminders'
import { unitsDueForService } from '@/features/rentals/service'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { equipmentSeeds } from '@/seed/equipment'
import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/run'

/**
 * Rentals by date (#61): a machine's units, reservations that hold them for days with the
 * machine's preparation days, maintenance blocks, options that expire, and the database itself
 * refusing two holds of one unit on one day, on each engine.
 */
let payload: Payload
let machine: Equipment
let units: EquipmentUnit[]

const stamp = Date.now()

async function newMachine(name: string, available: number, extra: Partial<Equipment> = {}) {
  return (await payload.create({
    collection: 'equipment',
    data: {
      name,
      category: 'BTP',
      status: 'available',
      price: 100_000,
      available,
      _status: 'published',
      ...extra,
    } as never,
    overrideAccess: true,
  })) as Equipment
}

const unitsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'equipment-units',
      where: { equipment: { equals: id } },
      sort: 'fleetNumber',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

function reserve(
  startDate: string,
  endDate: string,
  quantity: number,
  extra: Partial<Reservation> = {},
  equipment = machine.id,
) {
  return payload.create({
    collection: 'reservations',
    data: {
      startDate,
      endDate,
      status: 'confirmed',
      customerName: 'Entreprise Garba',
      lines: [{ equipment, quantity }],
      ...extra,
    } as never,
    overrideAccess: true,
  }) as Promise<Reservation>
}

/** The refusal a save met: its status and message. */
async function refusal(save: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await save
  } catch (error) {
    const { status, message } = error as { status: number; message: string }
    return { status, message }
  }
  throw new Error('la sauvegarde devait être refusée')
}

/** A statement run on the engine's own connection, past Payload and its hooks. */
const rawWrite = (query: ReturnType<typeof sql>) => {
  const db = payload.db.drizzle as unknown as {
    run?: (q: unknown) => Promise<unknown>
    execute?: (q: unknown) => Promise<unknown>
  }
  return db.execute ? db.execute(query) : db.run!(query)
}

const assigned = (reservation: Reservation) =>
  (reservation.lines ?? []).flatMap((line) =>
    (line.units ?? []).map((unit) => (typeof unit === 'object' ? unit.id : unit)),
  )

beforeAll(async () => {
  payload = await testPayload()
  machine = await newMachine(`Pelle de test ${stamp}`, 2)
  units = await unitsOf(machine.id)
})

describe('a machine’s units (#61)', () => {
  it('a machine created for rent gets as many units as its « Unités disponibles », named by the fleet', async () => {
    expect(units.map((unit) => [unit.fleetNumber, unit.state])).toEqual([
      [`PARC-${machine.id}-01`, 'in-service'],
      [`PARC-${machine.id}-02`, 'in-service'],
    ])
    expect(machine.bufferBefore).toBe(0)
    expect(machine.bufferAfter).toBe(1)
    const forSale = await newMachine(`Groupe à vendre ${stamp}`, 3, {
      forRent: false,
      forSale: true,
      salePrice: 5_000_000,
    })
    expect(await unitsOf(forSale.id)).toEqual([])
  })

  it('the seeded fleet has its units: each machine for rent as many as its seed said were available', async () => {
    const forRent = equipmentSeeds.filter((seed) => seed.forRent !== false)
    expect(forRent.filter((seed) => (seed.available ?? 0) > 0).length).toBeGreaterThan(3)
    for (const seed of forRent) {
      const { docs } = await payload.find({
        collection: 'equipment',
        where: { name: { equals: seed.name } },
        depth: 0,
        overrideAccess: true,
      })
      expect((await unitsOf(docs[0]!.id)).length, seed.name).toBe(seed.available)
      expect(docs[0]!.available, seed.name).toBe(seed.available)
    }
  })
})

describe('« Unités disponibles », counted (#61)', () => {
  it('is the units in service nothing holds today, on the site’s /api and Payload’s; a machine only for sale keeps its stock', async () => {
    const today = companyDayAndHour(new Date()).day
    const counted = await newMachine(`Chargeuse comptée ${stamp}`, 3)
    const available = async () =>
      (await api<{ available: number }>('GET', `/equipment/slug/${counted.slug}`)).body.data
        ?.available
    expect(await available()).toBe(3)
    await reserve(today, today, 1, {}, counted.id)
    expect(await available()).toBe(2)
    await reserve(today, today, 1, {}, counted.id)
    expect(await available()).toBe(1)
    // the units go by fleet number: the third is the one left
    const third = (await unitsOf(counted.id))[2]!
    await payload.update({
      collection: 'equipment-units',
      id: third.id,
      data: { state: 'maintenance' },
      overrideAccess: true,
    })
    expect(await available()).toBe(0)
    const read = await payload.findByID({
      collection: 'equipment',
      id: counted.id,
      overrideAccess: true,
    })
    expect(read.available).toBe(0)
    const forSale = await newMachine(`Camion à vendre ${stamp}`, 4, {
      forRent: false,
      forSale: true,
      salePrice: 30_000_000,
    })
    expect(
      (await api<{ available: number }>('GET', `/equipment/slug/${forSale.slug}`)).body.data
        ?.available,
    ).toBe(4)
    // typed by the team: kept for a machine only for sale, never over a rental's count
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@example.com' } },
      overrideAccess: true,
    })
    const asAdmin = { overrideAccess: false, user: docs[0] } as const
    await payload.update({
      collection: 'equipment',
      id: forSale.id,
      data: { available: 2 },
      ...asAdmin,
    })
    await payload.update({
      collection: 'equipment',
      id: counted.id,
      data: { available: 9 },
      ...asAdmin,
    })
    const reread = async (id: number) =>
      (await payload.findByID({ collection: 'equipment', id, overrideAccess: true })).available
    expect([await reread(forSale.id), await reread(counted.id)]).toEqual([2, 0])
    // the rental's stored number is still the one it was created with
    const stored = await payload.db.findOne<{ id: number; available: number }>({
      collection: 'equipment',
      where: { id: { equals: counted.id } },
    })
    expect(stored?.available).toBe(3)
  })
})

describe('the company’s new day (#61)', () => {
  it('expires the machines’ pages and answers in the first hour of the company’s day, on every instance', async () => {
    const version = async () =>
      JSON.stringify(await payload.kv.get('content-version:collection:equipment'))
    const run = async (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) })
      try {
        const handler = rentalDayTask.handler as (args: unknown) => Promise<unknown>
        await handler({ req: { payload, context: {} } })
      } finally {
        vi.useRealTimers()
      }
    }
    const before = await version()
    // 10:30 in Niamey (UTC+1): nothing moved since the last save
    await run('2027-01-15T09:30:00.000Z')
    expect(await version()).toBe(before)
    // 00:10 in Niamey: « today » moved
    await run('2027-01-15T23:10:00.000Z')
    expect(await version()).not.toBe(before)
  })
})

describe('reservations by date (#61)', () => {
  it('holds units for the days and the preparation day after; refuses the next day with the next free dates', async () => {
    const first = await reserve('2027-03-08', '2027-03-10', 2)
    expect(assigned(first).sort()).toEqual(units.map((unit) => unit.id).sort())
    const refused = await refusal(reserve('2027-03-11', '2027-03-11', 1))
    expect(refused.status).toBe(409)
    expect(refused.message).toBe(
      `Plus assez d’unités libres de « Pelle de test ${stamp} » du 11 mars 2027 au 11 mars 2027, préparation comprise : 0 libre pour 1 demandée. Prochaines dates libres : du 12 mars 2027 au 12 mars 2027.`,
    )
    const next = await reserve('2027-03-12', '2027-03-13', 1)
    expect(assigned(next)).toHaveLength(1)
  })

  it('a maintenance block keeps its unit in the yard; a block over a rental is refused', async () => {
    const [firstUnit, secondUnit] = units
    await payload.update({
      collection: 'equipment-units',
      id: firstUnit!.id,
      data: { blocks: [{ from: '2027-04-05', to: '2027-04-07', reason: 'Vidange' }] },
      overrideAccess: true,
    })
    // a save that leaves the blocks out keeps them
    await payload.update({
      collection: 'equipment-units',
      id: firstUnit!.id,
      data: { hourMeter: 4_210 },
      overrideAccess: true,
    })
    const refused = await refusal(reserve('2027-04-06', '2027-04-06', 2))
    expect(refused.status).toBe(409)
    expect(refused.message).toContain('1 libre pour 2 demandées')
    const one = await reserve('2027-04-06', '2027-04-06', 1)
    expect(assigned(one)).toEqual([secondUnit!.id])
    const blocked = await refusal(
      payload.update({
        collection: 'equipment-units',
        id: secondUnit!.id,
        data: { blocks: [{ from: '2027-04-06', to: '2027-04-06' }] },
        overrideAccess: true,
      }),
    )
    // a save Payload refuses (the fleet number emptied) holds no block
    const emptied = await refusal(
      payload.update({
        collection: 'equipment-units',
        id: secondUnit!.id,
        data: { fleetNumber: '', blocks: [{ from: '2027-04-20', to: '2027-04-21' }] },
        overrideAccess: true,
      }),
    )
    expect(emptied.status).toBe(400)
    expect(assigned(await reserve('2027-04-20', '2027-04-20', 2))).toHaveLength(2)
    expect(blocked).toEqual({
      status: 409,
      message:
        'L’unité est déjà retenue entre le 6 avril 2027 et le 6 avril 2027 (une réservation ou un autre blocage) : choisissez d’autres dates.',
    })
  })

  it('an option holds until its date; once past it holds nothing; a cancellation gives the units back', async () => {
    const option = await reserve('2027-05-03', '2027-05-04', 2, {
      status: 'option',
      holdUntil: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(assigned(option)).toHaveLength(2)
    expect((await refusal(reserve('2027-05-03', '2027-05-03', 1))).status).toBe(409)
    // the option's end passes (written straight, as time would)
    await payload.db.updateOne({
      collection: 'reservations',
      id: option.id,
      data: { holdUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await rawWrite(
      sql`UPDATE unit_bookings SET holds_until = ${new Date(Date.now() - 1000).toISOString()} WHERE booking_key = ${option.bookingKey}`,
    )
    const after = await reserve('2027-05-03', '2027-05-04', 2)
    expect(assigned(after)).toHaveLength(2)
    await payload.update({
      collection: 'reservations',
      id: after.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect(assigned(await reserve('2027-05-04', '2027-05-04', 2))).toHaveLength(2)
  })

  it('a save Payload refuses (a field left empty, a wrong address) holds nothing, even for a moment', async () => {
    for (const wrong of [{ customerName: '' }, { customerEmail: 'pas-une-adresse' }]) {
      const refused = await refusal(reserve('2027-10-04', '2027-10-05', 2, wrong))
      expect(refused.status).toBe(400)
    }
    expect(assigned(await reserve('2027-10-04', '2027-10-05', 2))).toHaveLength(2)
  })

  it('the end comes on or after the start', async () => {
    expect(await refusal(reserve('2027-06-10', '2027-06-09', 1))).toEqual({
      status: 400,
      message: 'La location finit le jour où elle commence, ou après.',
    })
  })
  it('a half day where the machine has a half-day price: a morning and an afternoon share a unit, a whole day meets both', async () => {
    const compactor = await newMachine(`Compacteur demi-journée ${stamp}`, 1, {
      halfDayPrice: 35_000,
      bufferAfter: 0,
    })
    const [unit] = await unitsOf(compactor.id)
    const half = (halfDay: 'morning' | 'afternoon', day = '2027-09-06') =>
      reserve(day, day, 1, { halfDay, customerName: `Matinal ${halfDay}` }, compactor.id)
    const morning = await half('morning')
    const afternoon = await half('afternoon')
    expect([assigned(morning), assigned(afternoon)]).toEqual([[unit!.id], [unit!.id]])
    expect(await refusal(half('morning'))).toEqual({
      status: 409,
      message: `Plus assez d’unités libres de « Compacteur demi-journée ${stamp} » le 6 septembre 2027, matin, préparation comprise : 0 libre pour 1 demandée. Prochaines dates libres : le 7 septembre 2027, matin.`,
    })
    const whole = await refusal(reserve('2027-09-05', '2027-09-06', 1, {}, compactor.id))
    expect(whole.status).toBe(409)
    // the day around them is free: the day before whole, the next morning
    expect(assigned(await reserve('2027-09-05', '2027-09-05', 1, {}, compactor.id))).toEqual([
      unit!.id,
    ])
    expect(assigned(await half('morning', '2027-09-07'))).toEqual([unit!.id])
    // the calendar counts a day with a half held as not free
    const { machineAvailability } = await import('@/features/rentals/availability')
    const { days } = await machineAvailability(payload, compactor.id, '2027-09-05', '2027-09-08')
    expect(days.map((day) => day.free)).toEqual([0, 0, 0, 1])
    // with a preparation day after, a morning holds the afternoon and the next morning
    await payload.update({
      collection: 'equipment',
      id: compactor.id,
      data: { bufferAfter: 1 },
      overrideAccess: true,
    })
    await half('morning', '2027-09-13')
    expect((await refusal(half('afternoon', '2027-09-13'))).status).toBe(409)
    expect((await refusal(half('morning', '2027-09-14'))).status).toBe(409)
    expect(assigned(await half('afternoon', '2027-09-14'))).toEqual([unit!.id])
  })

  it('a half day is one day, of a machine that rents by the half day', async () => {
    expect(await refusal(reserve('2027-06-10', '2027-06-11', 1, { halfDay: 'morning' }))).toEqual({
      status: 400,
      message: 'Une demi-journée commence et finit le même jour.',
    })
    expect(await refusal(reserve('2027-06-10', '2027-06-10', 1, { halfDay: 'morning' }))).toEqual({
      status: 400,
      message: `« Pelle de test ${stamp} » ne se loue pas à la demi-journée : donnez-lui un prix par demi-journée, ou réservez la journée entière.`,
    })
  })
})

describe('what reservations name stays (#61)', () => {
  it('a machine or a unit in a reservation is not deleted for good: a French 409 says what to do instead', async () => {
    const roller = await newMachine(`Rouleau gardé ${stamp}`, 2)
    const [held, spare] = await unitsOf(roller.id)
    await reserve('2031-02-03', '2031-02-04', 1, { customerName: 'Entreprise Sani' }, roller.id)
    const machine = await refusal(
      payload.delete({ collection: 'equipment', id: roller.id, overrideAccess: true }),
    )
    expect(machine).toEqual({
      status: 409,
      message: `« Rouleau gardé ${stamp} » figure dans 1 réservation (Entreprise Sani) : elle ne peut pas être supprimée définitivement. Décochez « Actif » pour la retirer du site, ou passez ses unités « Vendue ».`,
    })
    const unit = await refusal(
      payload.delete({ collection: 'equipment-units', id: held!.id, overrideAccess: true }),
    )
    expect(unit.status).toBe(409)
    expect(unit.message).toContain(`L’unité ${held!.fleetNumber} figure dans 1 réservation`)
    // nothing went: the machine, its units and the reservation's hold
    expect((await unitsOf(roller.id)).map((one) => one.id)).toEqual([held!.id, spare!.id])
    expect((await refusal(reserve('2031-02-03', '2031-02-03', 2, {}, roller.id))).status).toBe(409)
    // a unit nobody reserved goes
    await payload.delete({ collection: 'equipment-units', id: spare!.id, overrideAccess: true })
    expect(await unitsOf(roller.id)).toHaveLength(1)
  })
})

describe('maintenance from hours (#62)', () => {
  it('a unit whose meter ran its machine’s interval is due: on the planning and the dashboard; one click blocks its first free day', async () => {
    const drill = await newMachine(`Foreuse révision ${stamp}`, 2, {
      serviceIntervalHours: 250,
      bufferAfter: 0,
    })
    const [worn, fresh] = await unitsOf(drill.id)
    const setUnit = (id: number, data: Partial<EquipmentUnit>) =>
      payload.update({ collection: 'equipment-units', id, data, overrideAccess: true })
    await setUnit(worn!.id, { hourMeter: 1_300, lastServiceHours: 1_000 })
    await setUnit(fresh!.id, { hourMeter: 200 })
    const above = await setUnit(fresh!.id, { lastServiceHours: 500 }).catch(
      (error: { status: number; data: { errors: { path: string; message: string }[] } }) => error,
    )
    expect(above).toMatchObject({
      status: 400,
      data: {
        errors: [
          {
            path: 'lastServiceHours',
            message: 'Le compteur à la dernière révision ne dépasse pas le compteur horaire.',
          },
        ],
      },
    })
    const mine = (await unitsDueForService(payload)).filter(
      ({ unit }) => unit.id === worn!.id || unit.id === fresh!.id,
    )
    expect(mine.map(({ unit, state }) => [unit.id, state])).toEqual([
      [worn!.id, { since: 300, interval: 250, due: true }],
    ])

    // today and tomorrow taken: the service goes to the day after
    const today = companyDayAndHour(new Date()).day
    await reserve(today, dayOfNumber(dayNumber(today) + 1), 2, {}, drill.id)
    const { token } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
    const path = `/equipment-units/${worn!.id}/service-block`
    const blocked = await cms('POST', path, { token: token! })
    expect(blocked.status, blocked.text).toBe(200)
    const day = dayOfNumber(dayNumber(today) + 2)
    expect(blocked.json).toMatchObject({ day })
    expect((blocked.json as { message: string }).message).toMatch(
      new RegExp(`^Révision de ${worn!.fleetNumber} bloquée le .+, son premier jour libre\\.`),
    )
    const unit = await payload.findByID({ collection: 'equipment-units', id: worn!.id })
    expect(unit.blocks!.at(-1)).toMatchObject({ from: day, to: day })
    expect(unit.blocks!.at(-1)!.reason!.replace(/\s/g, ' ')).toBe('Révision (1 300 h)')
    expect((await refusal(reserve(day, day, 2, {}, drill.id))).status).toBe(409)

    // the planning flags it, with the block on its day
    const { rows } = await planning(payload, {
      from: today,
      weeks: 2,
      category: null,
      department: null,
    })
    const row = rows.find((one) => one.unit.id === worn!.id)!
    expect(row.service).toEqual({ since: 300, interval: 250, due: true })
    expect(row.servicePlanned).toBe(day)
    expect(rows.find((one) => one.unit.id === fresh!.id)!.service!.due).toBe(false)
    expect(row.runs.map(({ days, kind }) => [days, kind]).slice(0, 2)).toEqual([
      [2, 'rental'],
      [1, 'block'],
    ])

    // signed out, an editor, a unit that does not exist
    expect((await cms('POST', path)).status).toBe(401)
    const missing = await cms('POST', '/equipment-units/99999999/service-block', { token: token! })
    expect(missing.status).toBe(404)
    expect(
      (await cms('POST', '/equipment-units/abc/service-block', { token: token! })).status,
    ).toBe(404)
  })
})

describe('the fleet’s utilisation in Statistiques (#62)', () => {
  it('days rented against days available per unit and machine, rentals started, their revenue, the top customers; the same as CSV', async () => {
    const loader = await newMachine(`Chargeuse utilisation ${stamp}`, 2, { bufferAfter: 0 })
    const [one, two] = await unitsOf(loader.id)
    const book = (from: string, to: string, quantity: number, customerName: string) =>
      reserve(from, to, quantity, { customerName }, loader.id)
    await book('2030-04-29', '2030-05-02', 1, `Client A ${stamp}`)
    await book('2030-05-03', '2030-05-05', 1, `Client A ${stamp}`)
    const back = await book('2030-05-10', '2030-05-11', 2, `Client B ${stamp}`)
    await payload.update({
      collection: 'reservations',
      id: back.id,
      data: { status: 'returned' },
      overrideAccess: true,
    })
    // an option is not a rental; a block is not available
    await reserve('2030-05-20', '2030-05-21', 1, { status: 'option' }, loader.id)
    await payload.update({
      collection: 'equipment-units',
      id: two!.id,
      data: { blocks: [{ from: '2030-05-25', to: '2030-05-26', reason: 'Pneus' }] },
      overrideAccess: true,
    })
    const { rentalUtilisation, utilisationRate } = await import('@/features/rentals/utilisation')
    const report = await rentalUtilisation(payload, { from: '2030-05-01', to: '2030-05-31' })
    const use = report.machines.find((machine) => machine.id === loader.id)!
    expect(use.units).toEqual([
      { id: one!.id, fleetNumber: one!.fleetNumber, rentedDays: 7, availableDays: 31 },
      { id: two!.id, fleetNumber: two!.fleetNumber, rentedDays: 2, availableDays: 29 },
    ])
    expect(use).toMatchObject({ rentedDays: 9, availableDays: 60, rentals: 2, averageDays: 2.5 })
    expect(utilisationRate(use)).toBe(15)
    // 3 days at 100 000, then 2 days for two machines
    expect(use.revenue).toBe(700_000)
    const mine = report.customers.filter((customer) => customer.name.endsWith(String(stamp)))
    expect(mine).toEqual([
      { name: `Client B ${stamp}`, rentals: 1, days: 4, revenue: 400_000 },
      { name: `Client A ${stamp}`, rentals: 1, days: 3, revenue: 300_000 },
    ])

    const { token } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
    const csv = await api('GET', '/admin/rentals/utilisation?from=2030-05-01&to=2030-05-31', {
      token: token!,
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.text).toContain(
      `"Chargeuse utilisation ${stamp}";"";"9";"60";"15";"2";"2,5";"700000";"0"\r\n"Chargeuse utilisation ${stamp}";"${one!.fleetNumber}";"7";"31";"23";"";"";"";""`,
    )
    expect((await api('GET', '/admin/rentals/utilisation')).status).toBe(401)
    const wrong = await api('GET', '/admin/rentals/utilisation?from=2030-05-31&to=2030-05-01', {
      token: token!,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('La fin de la période vient après son début.')
    const impossible = await api('GET', '/admin/rentals/utilisation?from=2030-02-30', {
      token: token!,
    })
    expect(impossible.status).toBe(400)
    expect(impossible.text).toContain('une date qui existe')
  })
})

describe('the planning (#61)', () => {
  it('shows each unit’s days: rentals, options, preparation, blocks, and in red a unit held but out of service', async () => {
    const { docs: departments } = await payload.find({
      collection: 'departments',
      sort: 'name',
      limit: 2,
      depth: 0,
      overrideAccess: true,
    })
    const [rentals, other] = departments.map((department) => department.id)
    const grader = await newMachine(`Niveleuse planning ${stamp}`, 2, { department: rentals })
    const [first, second] = await unitsOf(grader.id)
    await reserve('2030-01-08', '2030-01-09', 1, {}, grader.id)
    await reserve(
      '2030-01-08',
      '2030-01-10',
      1,
      { status: 'option', customerName: 'Société Issoufou' },
      grader.id,
    )
    await payload.update({
      collection: 'equipment-units',
      id: first!.id,
      data: { blocks: [{ from: '2030-01-15', to: '2030-01-16', reason: 'Vidange' }] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'equipment-units',
      id: second!.id,
      data: { state: 'maintenance' },
      overrideAccess: true,
    })
    const { days, rows } = await planning(payload, {
      from: '2030-01-07',
      weeks: 2,
      category: null,
      department: rentals!,
    })
    expect(days).toHaveLength(14)
    const runsOf = (unit: number) =>
      rows
        .find((row) => row.unit.id === unit)!
        .runs.map(({ days, kind, short }) => [days, kind, short])
    expect(runsOf(first!.id)).toEqual([
      [1, null, ''],
      [2, 'rental', 'Entreprise Garba'],
      [1, 'preparation', ''],
      [4, null, ''],
      [2, 'block', 'Maint.'],
      [4, null, ''],
    ])
    expect(runsOf(second!.id)).toEqual([
      [1, null, ''],
      [3, 'short', 'Société Issoufou'],
      [1, 'preparation', ''],
      [9, null, ''],
    ])
    const block = rows.find((row) => row.unit.id === first!.id)!.runs[4]!
    expect(block.text).toBe('Maintenance : Vidange')
    // a category or a department the machine is not in leaves it out
    for (const [category, department] of [
      ['VEHICULE', null],
      [null, other!],
    ] as const) {
      const left = await planning(payload, { from: '2030-01-07', weeks: 2, category, department })
      expect(left.rows.some((row) => row.unit.id === first!.id)).toBe(false)
    }
    expect(mondayOf('2030-01-10')).toBe('2030-01-07')
  })
})

describe('the yard’s day on the dashboard (#61)', () => {
  it('lists today’s and tomorrow’s departures and returns, and the returns overdue', async () => {
    const loader = await newMachine(`Chargeuse du jour ${stamp}`, 5)
    const today = companyDayAndHour(new Date()).day
    const day = (offset: number) => dayOfNumber(dayNumber(today) + offset)
    const who = (name: string) => `${name} ${stamp}`
    const book = (name: string, start: number, end: number, status: string) =>
      reserve(day(start), day(end), 1, { customerName: who(name), status } as never, loader.id)
    await book('Départ du jour', 0, 3, 'confirmed')
    await book('Départ de demain', 1, 2, 'confirmed')
    await book('Départ plus tard', 3, 4, 'confirmed')
    await book('Retour du jour', -5, 0, 'out')
    await book('Retour en retard', -6, -2, 'out')
    const yard = await yardDay(payload, today)
    const mine = (list: Reservation[]) =>
      list
        .map((reservation) => reservation.customerName)
        .filter((name) => name.endsWith(`${stamp}`))
    expect(mine(yard.departures)).toEqual([who('Départ du jour'), who('Départ de demain')])
    expect(mine(yard.returns)).toEqual([who('Retour du jour')])
    expect(mine(yard.overdue)).toEqual([who('Retour en retard')])
  })
})

describe('the morning’s rental reminders (#61)', () => {
  it('mail options expiring tomorrow to their owner, tomorrow’s departures and overdue returns to the team, once', async () => {
    // 08:15 in Niamey (UTC+1), the reminders' hour, a day no other test uses
    const morning = new Date('2032-03-10T07:15:00.000Z')
    const loader = await newMachine(`Chargeuse rappels ${stamp}`, 5)
    const admin = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: DEMO_ADMIN.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const request = await payload.create({
      collection: 'quote-requests',
      data: {
        name: 'Client suivi',
        email: `suivi-${stamp}@example.com`,
        phone: '96 00 00 00',
        message: 'Une chargeuse.',
        owner: admin.id,
      } as never,
      overrideAccess: true,
    })
    const tomorrowEvening = '2032-03-11T20:00:00.000Z'
    const book = (name: string, start: string, end: string, extra: Partial<Reservation>) =>
      reserve(start, end, 1, { customerName: `${name} ${stamp}`, ...extra } as never, loader.id)
    await book('Option suivie', '2032-03-20', '2032-03-21', {
      status: 'option',
      holdUntil: tomorrowEvening,
      quoteRequest: request.id,
    })
    await book('Option libre', '2032-03-22', '2032-03-23', {
      status: 'option',
      holdUntil: tomorrowEvening,
    })
    await book('Option lointaine', '2032-03-24', '2032-03-25', {
      status: 'option',
      holdUntil: '2032-03-15T20:00:00.000Z',
    })
    await book('Départ demain', '2032-03-11', '2032-03-12', { status: 'confirmed' })
    await book('Retour en retard', '2032-03-05', '2032-03-08', { status: 'out' })

    // 07:15 in Niamey: not yet
    expect(await sendRentalReminders(payload, new Date('2032-03-10T06:15:00.000Z'))).toBeNull()
    const runs = await Promise.all([
      sendRentalReminders(payload, morning),
      sendRentalReminders(payload, morning),
    ])
    expect(runs.filter((run) => run !== null)).toHaveLength(1)
    const textTo = async (email: string) => {
      const { docs } = await payload.find({
        collection: 'outgoing-emails',
        where: {
          and: [
            { kind: { equals: 'reminder' } },
            { to: { equals: email } },
            { subject: { contains: 'Location, ce matin' } },
          ],
        },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs).toHaveLength(1)
      return docs[0]!.text ?? ''
    }
    const own = await textTo(DEMO_ADMIN.email)
    for (const name of ['Option suivie', 'Option libre', 'Départ demain', 'Retour en retard'])
      expect(own).toContain(`${name} ${stamp}`)
    expect(own).not.toContain(`Option lointaine ${stamp}`)
    expect(own).toContain('Options qui expirent demain')
    const other = await textTo(DEMO_SUPER_ADMIN.email)
    expect(other).toContain(`Option libre ${stamp}`)
    expect(other).not.toContain(`Option suivie ${stamp}`)
    expect(other).toContain(`Départ demain ${stamp}`)
  })
})

describe('never double-booked, by the database itself (#61)', () => {
  it('refuses a second hold of one unit on one day, whoever writes it', async () => {
    const reservation = await reserve('2027-07-01', '2027-07-02', 1)
    const [unit] = assigned(reservation)
    const insert = sql`INSERT INTO unit_bookings (unit_id, booking_key, kind, first_day, last_day, updated_at, created_at)
      VALUES (${unit}, ${'intrus'}, ${'rental'}, ${dayNumber('2027-07-02')}, ${dayNumber('2027-07-05')}, ${new Date().toISOString()}, ${new Date().toISOString()})`
    const write = rawWrite(insert)
    await expect(write).rejects.toThrow()
  })

  it('twenty customers asking at once for the last unit: one reservation, nineteen French refusals', async () => {
    const lone = await newMachine(`Compacteur unique ${stamp}`, 1)
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        reserve('2027-08-02', '2027-08-06', 1, { customerName: `Client ${index}` }, lone.id),
      ),
    )
    const kept = answers.filter((answer) => answer.status === 'fulfilled')
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as { status: number; message: string }] : [],
    )
    expect(kept).toHaveLength(1)
    expect(refused.map((error) => error.status)).toEqual(Array(19).fill(409))
    expect(refused[0]!.message).toContain(
      'Prochaines dates libres : du 8 août 2027 au 12 août 2027.',
    )
    const { totalDocs } = await payload.count({
      collection: 'reservations',
      where: { 'lines.equipment': { equals: lone.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('never double-booked across instances (#61)', () => {
  it('two instances asking at once, ten each, for the last unit: one reservation between them', async () => {
    const lone = await newMachine(`Niveleuse unique ${stamp}`, 1)
    // another instance on this file's database (tests/helpers/reservingInstance.ts)
    const other = spawn(
      process.execPath,
      [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tests/helpers/reservingInstance.ts'],
      {
        env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: PRODUCTION_NODE_OPTIONS },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      },
    )
    try {
      expect((await once(other, 'message'))[0]).toBe('ready')
      const theirs = once(other, 'message')
      other.send({ equipment: lone.id, count: 10, startDate: '2027-09-06', endDate: '2027-09-10' })
      const ours = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          reserve('2027-09-06', '2027-09-10', 1, { customerName: `Client ${index}` }, lone.id),
        ),
      )
      const [their] = (await theirs) as [{ status: number; message?: string }[]]
      const statuses = [
        ...ours.map((answer) =>
          answer.status === 'fulfilled' ? 201 : (answer.reason as { status: number }).status,
        ),
        ...their.map((answer) => answer.status),
      ]
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(19)
      const { totalDocs } = await payload.count({
        collection: 'reservations',
        where: { 'lines.equipment': { equals: lone.id } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(1)
    } finally {
      other.kill()
    }
  }, 120_000)
})

describe('GET /api/equipment/{slug}/availability (#61)', () => {
  it('gives the free units per day, preparation days and blocks counted, nothing about customers', async () => {
    const answer = await api<{
      slug: string
      from: string
      to: string
      total: number
      days: { date: string; free: number }[]
    }>('GET', `/equipment/${machine.slug}/availability?from=2027-03-07&to=2027-03-14`)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      slug: machine.slug,
      from: '2027-03-07',
      to: '2027-03-14',
      total: 2,
      days: [
        { date: '2027-03-07', free: 2 },
        { date: '2027-03-08', free: 0 },
        { date: '2027-03-09', free: 0 },
        { date: '2027-03-10', free: 0 },
        { date: '2027-03-11', free: 0 },
        { date: '2027-03-12', free: 1 },
        { date: '2027-03-13', free: 1 },
        { date: '2027-03-14', free: 1 },
      ],
    })
    expect(JSON.stringify(answer.body)).not.toContain('Garba')
  })

  it('ninety days from today by default; French 400s and 404s', async () => {
    const byDefault = await api<{ days: unknown[] }>(
      'GET',
      `/equipment/${machine.slug}/availability`,
    )
    expect(byDefault.body.data?.days).toHaveLength(90)
    const wrong = await api('GET', `/equipment/${machine.slug}/availability?from=2027-02-30`)
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('une date qui existe, au format AAAA-MM-JJ')
    const backwards = await api(
      'GET',
      `/equipment/${machine.slug}/availability?from=2027-03-10&to=2027-03-01`,
    )
    expect(backwards).toMatchObject({
      status: 400,
      body: { message: 'La date de fin vient après celle du début.' },
    })
    const tooLong = await api(
      'GET',
      `/equipment/${machine.slug}/availability?from=2027-01-01&to=2028-12-31`,
    )
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'Demandez 366 jours au plus à la fois.' },
    })
    const unknown = await api('GET', '/equipment/pas-une-machine/availability')
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Équipement introuvable' } })
  })
})
