// features: analytics
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest } from '@/platform/cache/outsideAnyRequest'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

/**
 * The equipment and revenue trends of the statistics: what is on rent now against the rental
 * snapshot of 30 days ago, which equipment saves keep (src/features/equipment/rentalSnapshots.config.ts).
 */
let payload: Payload
let token: string
const DAY = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)
const today = () => dayAgo(0)

type Report = {
  trends: Record<'equipment' | 'revenue', { current: number; change: number }>
  equipment: { totalRevenue: number; rentedEquipment: number }
}

async function report() {
  const answer = await api<Report>('GET', '/admin/analytics', { token })
  expect(answer.status).toBe(200)
  return { data: answer.body.data!, message: answer.body.message }
}

/** What is on rent now, computed the plain way: the rented records' daily prices × 30. */
async function rentedNow() {
  const { docs } = await payload.find({
    collection: 'equipment',
    where: { status: { equals: 'rented' } },
    pagination: false,
    overrideAccess: true,
  })
  return {
    count: docs.length,
    revenue: docs.reduce((sum, item) => sum + (item.price ?? 0) * 30, 0),
  }
}

const snapshots = async () =>
  (
    await payload.find({
      collection: 'rental-snapshots',
      sort: 'day',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

async function storeSnapshot(
  day: string,
  rentedEquipment: number,
  estimatedMonthlyRevenue: number,
) {
  const now = new Date().toISOString()
  await payload.db.create({
    collection: 'rental-snapshots',
    data: { day, rentedEquipment, estimatedMonthlyRevenue, createdAt: now, updatedAt: now },
    req: outsideAnyRequest,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  await payload.db.deleteMany({ collection: 'rental-snapshots', where: {}, req: outsideAnyRequest })
})

// the old snapshots stored here would give the next suite's monthly trends a base
afterAll(async () => {
  await payload.db.deleteMany({ collection: 'rental-snapshots', where: {}, req: outsideAnyRequest })
})

describe('rental snapshots', () => {
  it('an equipment save records today’s state: what is on rent and its estimated monthly revenue', async () => {
    const { docs } = await payload.find({
      collection: 'equipment',
      where: { status: { equals: 'available' } },
      limit: 1,
      overrideAccess: true,
    })
    const machine = docs[0]!
    await payload.update({
      collection: 'equipment',
      id: machine.id,
      data: { status: 'rented' },
      overrideAccess: true,
      context,
    })
    try {
      const now = await rentedNow()
      expect(await snapshots()).toMatchObject([
        { day: today(), rentedEquipment: now.count, estimatedMonthlyRevenue: now.revenue },
      ])
    } finally {
      await payload.update({
        collection: 'equipment',
        id: machine.id,
        data: { status: 'available' },
        overrideAccess: true,
        context,
      })
    }
    // one row a day: the save that undid it updated the same one
    const now = await rentedNow()
    expect(await snapshots()).toMatchObject([
      { day: today(), rentedEquipment: now.count, estimatedMonthlyRevenue: now.revenue },
    ])
  })

  it('gives no change while the history does not go back 30 days', async () => {
    await storeSnapshot(dayAgo(29), 1, 100_000)
    const { data } = await report()
    expect(data.trends.equipment.change).toBe(0)
    expect(data.trends.revenue.change).toBe(0)
  })

  it('compares what is on rent now with the last snapshot on or before 30 days ago', async () => {
    await storeSnapshot(dayAgo(45), 99, 99_000_000)
    await storeSnapshot(dayAgo(31), 2, 4_000_000)
    const now = await rentedNow()
    const { data, message } = await report()
    expect(data.trends.equipment).toEqual({
      current: now.count,
      change: Math.round(((now.count - 2) / 2) * 1000) / 10,
    })
    expect(data.trends.revenue).toEqual({
      current: now.revenue,
      change: Math.round(((now.revenue - 4_000_000) / 4_000_000) * 1000) / 10,
    })
    expect(data.equipment).toMatchObject({ totalRevenue: now.revenue, rentedEquipment: now.count })
    // the answer says what the figure is
    expect(message).toMatch(/revenu locatif mensuel estimé .*prix par jour × 30 jours/)
  })
})
