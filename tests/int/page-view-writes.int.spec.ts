// features: analytics
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { outsideAnyRequest } from '@/platform/cache/outsideAnyRequest'
import { erasePageViews } from '@/features/analytics/rollups'
import { utcDay } from '@/lib/days'
import { pageViewRetentionDays } from '@/platform/runtime/environment'

import { storedView, viewsOf } from '../helpers/pageViews'
import { testPayload } from '../helpers/payload'

/**
 * The beacon is the site's busiest write: one insert per page seen, nothing more, and the raw
 * views do not pile up forever (PAGE_VIEW_RETENTION_DAYS).
 */
let payload: Payload
const DAY = 24 * 60 * 60 * 1000

const beacon = (data: Record<string, unknown>, type = 'pageview') =>
  dispatch(
    new Request('http://localhost/api/analytics/beacon', {
      method: 'POST',
      body: JSON.stringify({ type, data }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Test',
        'x-forwarded-for': '10.0.0.9',
      },
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.PAGE_VIEW_RETENTION_DAYS
})

describe('page-view beacon writes', () => {
  it('leaves summing up and purging to the jobs queue: a beacon starts no work of its own', async () => {
    await erasePageViews(payload)
    await storedView(payload, 'retention-old', 91)
    expect((await beacon({ path: '/services', sessionId: 'retention-trigger' })).status).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await viewsOf(payload, 'retention-old')).toHaveLength(1)
    expect(await viewsOf(payload, 'retention-trigger')).toHaveLength(1)
    const summed = await payload.db.count({ collection: 'page-view-days', req: outsideAnyRequest })
    expect(summed.totalDocs).toBe(0)
  })

  it('stores a view with one insert of the database layer, not Payload’s create operation', async () => {
    const operation = vi.spyOn(payload, 'create')
    const insert = vi.spyOn(payload.db, 'create')
    const before = Date.now()
    const answer = await beacon({
      path: '/departement/hydraulique',
      title: 'Hydraulique',
      sessionId: 'cheap-1',
      referrer: 'https://www.google.com/search?q=forage',
    })
    expect(answer.status).toBe(204)
    expect(operation).not.toHaveBeenCalled()
    expect(insert).toHaveBeenCalledTimes(1)
    const [stored] = await viewsOf(payload, 'cheap-1')
    expect(stored).toMatchObject({
      path: '/departement/hydraulique',
      source: 'search',
      department: 'hydraulique',
      duration: 0,
    })
    // the beacon's claimed title is nobody's record: the statistics take the site's own
    expect(stored?.title ?? null).toBeNull()
    expect(stored?.visitorHash).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records the time spent on the session’s latest view of the page, and 404s an unknown one', async () => {
    await storedView(payload, 'duration-1', 1)
    expect((await beacon({ path: '/', sessionId: 'duration-1' })).status).toBe(204)
    const update = vi.spyOn(payload, 'update')
    // the visitor leaves a minute later
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const left = await beacon({ path: '/', sessionId: 'duration-1', duration: 42 }, 'duration')
    vi.useRealTimers()
    expect(left.status).toBe(204)
    expect(update).not.toHaveBeenCalled()
    const [latest, earlier] = await viewsOf(payload, 'duration-1')
    expect(latest?.duration).toBe(42)
    expect(earlier?.duration).toBe(0)
    const unknown = await beacon({ path: '/', sessionId: 'personne', duration: 5 }, 'duration')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      success: false,
      message: 'Page vue introuvable pour cette session',
    })
  })
})

describe('statistics that a visitor cannot inflate', () => {
  /** A view of yesterday's session `sessionId`, at `time` (UTC). */
  const viewAt = (sessionId: string, path: string, time: string) => {
    const createdAt = `${utcDay(Date.now() - DAY)}T${time}.000Z`
    return payload.db.create({
      collection: 'page-views',
      data: { path, source: 'direct', sessionId, duration: 0, createdAt, updatedAt: createdAt },
      req: outsideAnyRequest,
    })
  }
  const durationOf = async (sessionId: string, path: string) =>
    (await viewsOf(payload, sessionId)).find((view) => view.path === path)?.duration

  it('caps a view at the next view of its session and at the end of its day: a visit never outlasts its day', async () => {
    await viewAt('gonfle', '/', '10:00:00')
    await viewAt('gonfle', '/services', '10:10:00')
    for (const path of ['/', '/services'])
      expect(
        (await beacon({ path, sessionId: 'gonfle', duration: 86_400 }, 'duration')).status,
      ).toBe(204)
    expect(await durationOf('gonfle', '/')).toBe(600)
    expect(await durationOf('gonfle', '/services')).toBe(13 * 3600 + 50 * 60)
    // twenty claims of a day each add up to less than the day
    for (let n = 0; n < 20; n += 1)
      await beacon({ path: '/services', sessionId: 'gonfle', duration: 86_400 }, 'duration')
    const total = (await viewsOf(payload, 'gonfle')).reduce(
      (sum, view) => sum + (view.duration ?? 0),
      0,
    )
    expect(total).toBeLessThanOrEqual(86_400)
  })

  it('a new view has lasted no time, whatever its beacon claims, and cannot be given more than has passed', async () => {
    expect((await beacon({ path: '/', sessionId: 'pressé', duration: 86_400 })).status).toBe(204)
    expect(await durationOf('pressé', '/')).toBe(0)
    await beacon({ path: '/', sessionId: 'pressé', duration: 86_400 }, 'duration')
    expect(await durationOf('pressé', '/')).toBeLessThanOrEqual(1)
  })
})

describe('PAGE_VIEW_RETENTION_DAYS', () => {
  it('is 90 days by default, at least the 60 days the analytics compare, and ignores what is no number', () => {
    expect(pageViewRetentionDays()).toBe(90)
    for (const [value, days] of [
      ['120', 120],
      ['60', 60],
      ['30', 60],
      ['0', 90],
      ['-5', 90],
      ['beaucoup', 90],
    ] as const) {
      process.env.PAGE_VIEW_RETENTION_DAYS = value
      expect(pageViewRetentionDays(), value).toBe(days)
    }
  })
})
