// features: analytics
import type { Payload } from 'payload'

import { beforeAll, describe, expect, it, vi } from 'vitest'

import { outsideAnyRequest } from '@/platform/cache/outsideAnyRequest'
import { visitorHash } from '@/features/analytics/record'
import { erasePageViews } from '@/features/analytics/rollups'
import { trafficSource } from '@/features/analytics/trafficSource'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string
const DAY = 24 * 60 * 60 * 1000
/** Noon (UTC) of the day `days` ago, plus minutes: a visit never straddles midnight here. */
const at = (days: number, minutes = 0) =>
  new Date((Math.floor(Date.now() / DAY) - days) * DAY + DAY / 2 + minutes * 60_000).toISOString()
type Analytics = Record<
  string,
  Record<string, unknown> & Record<string, Array<Record<string, unknown>>>
>

async function view(data: {
  path: string
  title?: string
  source?: 'direct' | 'search' | 'social' | 'referral'
  department?: string
  visitorHash: string
  sessionId: string
  duration: number
  createdAt: string
}) {
  await payload.create({ collection: 'page-views', data, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  await erasePageViews(payload)
  // no rental snapshot 30 days old: the equipment and revenue trends start at 0
  await payload.db.deleteMany({ collection: 'rental-snapshots', where: {}, req: outsideAnyRequest })
  await payload.delete({
    collection: 'quote-requests',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
  // this period: 3 visits, 5 views; one visit bounces
  await view({
    path: '/',
    title: 'Accueil',
    source: 'search',
    visitorHash: 'v1',
    sessionId: 's1',
    duration: 30,
    createdAt: at(2),
  })
  await view({
    path: '/departement/hydraulique',
    title: 'Hydraulique',
    department: 'hydraulique',
    visitorHash: 'v1',
    sessionId: 's1',
    duration: 90,
    createdAt: at(2, 1),
  })
  await view({
    path: '/equipements',
    title: 'Équipements',
    visitorHash: 'v1',
    sessionId: 's1',
    duration: 60,
    createdAt: at(2, 2),
  })
  await view({
    path: '/',
    title: 'Accueil',
    source: 'social',
    visitorHash: 'v2',
    sessionId: 's2',
    duration: 20,
    createdAt: at(1),
  })
  await view({
    path: '/departement/btp',
    title: 'BTP',
    source: 'direct',
    department: 'btp-travaux-publics',
    visitorHash: 'v2',
    sessionId: 's3',
    duration: 40,
    createdAt: at(3),
  })
  // previous period: 1 visit
  await view({
    path: '/',
    visitorHash: 'v9',
    sessionId: 'old',
    duration: 10,
    createdAt: at(40),
  })
  for (const status of ['new', 'new', 'replied', 'read'] as const) {
    await payload.create({
      collection: 'quote-requests',
      overrideAccess: true,
      data: {
        name: 'Client',
        email: 'client@example.com',
        phone: '+227 90 00 00 00',
        message: 'Devis',
        status,
      },
    })
  }
})

describe('GET /admin/analytics', () => {
  it('computes the spec fields from page views, quote requests and equipment records', async () => {
    const { status, body } = await api<Analytics>('GET', '/admin/analytics', { token })
    expect(status).toBe(200)
    const data = body.data as Analytics
    expect(data.general).toEqual({
      totalVisits: 3,
      pageViews: 5,
      // v1 on one day, v2 on two: the hash changes daily, so a period sums its days' visitors
      uniqueVisitors: 3,
      bounceRate: 66.7,
      averageSessionDuration: 80,
    })
    expect(data.trends).toEqual({
      visits: { current: 3, change: 200 },
      inquiries: { current: 4, change: 100 },
      equipment: { current: 3, change: 0 },
      revenue: { current: (90000 + 120000 + 110000) * 30, change: 0 },
    })
    expect(data.contacts).toEqual({ unreadContacts: 2, responseRate: 25 })
    expect(data.equipment).toMatchObject({ totalRevenue: 9_600_000, rentedEquipment: 3 })
    expect(data.chartData.departments).toContainEqual({ name: 'Hydraulique', percentage: 50 })
    expect(data.chartData.departments).toContainEqual({ name: 'Automobile', percentage: 0 })
    expect(data.chartData.trafficSources).toEqual([
      { name: 'Accès direct', value: 1 },
      { name: 'Moteurs de recherche', value: 1 },
      { name: 'Réseaux sociaux', value: 1 },
      { name: 'Sites référents', value: 0 },
    ])
    expect((data.topPages as unknown as Array<Record<string, unknown>>)[0]).toEqual({
      title: 'Accueil',
      path: '/',
      views: 2,
    })
    expect(Date.parse(String(data.lastUpdated))).toBeGreaterThan(Date.now() - 60_000)
  })

  it('names no address that is no page of the site among the most visited ones', async () => {
    // an error page's address, and a forged one, viewed more than any page of the site
    for (const [index, path] of ['/actualites/999999', '/wp-login.php'].entries())
      for (let n = 0; n < 4; n += 1)
        await view({
          path,
          title: 'Inventé',
          visitorHash: `x${index}`,
          sessionId: `x${index}-${n}`,
          duration: 5,
          createdAt: at(1, n),
        })
    try {
      const { body } = await api<Analytics>('GET', '/admin/analytics', { token })
      const pages = (body.data as Analytics).topPages as unknown as Array<{ path: string }>
      expect(pages.map(({ path }) => path)).not.toContain('/actualites/999999')
      expect(pages.map(({ path }) => path)).not.toContain('/wp-login.php')
      expect(pages[0]).toMatchObject({ title: 'Accueil', path: '/' })
      const realtime = await api<Analytics>('GET', '/admin/analytics/realtime', { token })
      expect(JSON.stringify(realtime.body.data)).not.toContain('999999')
    } finally {
      await payload.delete({
        collection: 'page-views',
        where: { title: { equals: 'Inventé' } },
        overrideAccess: true,
      })
    }
  })

  it('names the pages of every language, pages built from blocks and projects among the most visited', async () => {
    const context = { disableRevalidate: true }
    const [machine] = (
      await payload.find({
        collection: 'equipment',
        where: { isActive: { equals: true } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    const [project] = (
      await payload.find({
        collection: 'projects',
        where: { _status: { equals: 'published' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Nos engagements',
        slug: 'nos-engagements-statistiques',
        layout: [{ blockType: 'callToAction', title: 'Parlons de votre projet', action: 'quote' }],
        _status: 'published',
      },
      context,
    })
    const expected = [
      { path: '/en', title: 'Accueil — Anglais' },
      { path: `/en/equipment/${machine!.slug}`, title: `${machine!.name} — Anglais` },
      { path: `/${page.slug}`, title: 'Nos engagements' },
      { path: `/en/projects/${project!.slug}`, title: `${project!.title} — Anglais` },
    ]
    for (const [index, { path }] of expected.entries())
      for (let n = 0; n < 6 - index; n += 1)
        await view({
          path,
          title: 'Langues',
          visitorHash: `l${index}`,
          sessionId: `l${index}-${n}`,
          duration: 5,
          createdAt: at(1, n),
        })
    try {
      const { body } = await api<Analytics>('GET', '/admin/analytics', { token })
      const pages = (body.data as Analytics).topPages as unknown as Array<{
        path: string
        title: string
      }>
      expect(pages.slice(0, expected.length).map(({ path, title }) => ({ path, title }))).toEqual(
        expected,
      )
    } finally {
      await payload.delete({
        collection: 'page-views',
        where: { title: { equals: 'Langues' } },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'pages', id: page.id, context })
    }
  })

  it('is for admins only', async () => {
    expect((await api('GET', '/admin/analytics')).status).toBe(401)
    expect((await api('GET', '/admin/analytics/realtime')).status).toBe(401)
    expect((await api('POST', '/admin/analytics/reset')).status).toBe(401)
  })
})

describe('recording and reset', () => {
  it('records a page view with its source and department, keeping a daily hash instead of the IP', async () => {
    const answer = await api('POST', '/admin/analytics/update', {
      token,
      headers: { 'x-forwarded-for': '41.203.1.2', 'user-agent': 'Navigateur Test' },
      body: {
        type: 'pageview',
        data: {
          path: '/departement/hydraulique',
          title: 'Hydraulique',
          referrer: 'https://www.google.com/search?q=forage',
          sessionId: 'rt1',
        },
      },
    })
    expect(answer.body).toEqual({ success: true, message: 'Statistiques mises à jour' })
    const [stored] = (
      await payload.find({
        collection: 'page-views',
        where: { sessionId: { equals: 'rt1' } },
        overrideAccess: true,
      })
    ).docs
    expect(stored).toMatchObject({
      source: 'search',
      department: 'hydraulique',
      visitorHash: visitorHash(payload.secret, { ip: '41.203.1.2', userAgent: 'Navigateur Test' }),
    })
    expect(JSON.stringify(stored)).not.toContain('41.203.1.2')

    // the visitor leaves a minute later: 45 s fit in it
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    expect(
      (
        await api('POST', '/admin/analytics/update', {
          token,
          body: {
            type: 'duration',
            data: { path: '/departement/hydraulique', sessionId: 'rt1', duration: 45 },
          },
        })
      ).status,
    ).toBe(200)
    vi.useRealTimers()
    expect(
      (await payload.findByID({ collection: 'page-views', id: stored.id, overrideAccess: true }))
        .duration,
    ).toBe(45)
    expect(
      (await api('POST', '/admin/analytics/update', { token, body: { type: 'inconnu', data: {} } }))
        .status,
    ).toBe(400)

    const realtime = await api<Record<string, unknown>>('GET', '/admin/analytics/realtime', {
      token,
    })
    expect(realtime.body.data).toMatchObject({ activeVisitors: 1, pageViewsLastHour: 1 })
  })

  it('reset erases the page views', async () => {
    expect((await api('POST', '/admin/analytics/reset', { token })).body).toEqual({
      success: true,
      message: 'Analytics réinitialisés',
    })
    expect(
      (await api<Analytics>('GET', '/admin/analytics', { token })).body.data?.general,
    ).toMatchObject({ pageViews: 0, totalVisits: 0 })
  })
})

describe('privacy and sources', () => {
  it('changes the visitor hash every day and never for the same visitor within a day', () => {
    const client = { ip: '41.203.1.2', userAgent: 'UA' }
    expect(visitorHash('s', client, '2026-11-21')).toBe(visitorHash('s', client, '2026-11-21'))
    expect(visitorHash('s', client, '2026-11-21')).not.toBe(visitorHash('s', client, '2026-11-22'))
    expect(visitorHash('s', client, '2026-11-21')).not.toBe(
      visitorHash('s', { ...client, ip: '41.203.1.3' }, '2026-11-21'),
    )
  })

  it('classifies referrers', () => {
    expect(trafficSource(undefined)).toBe('direct')
    expect(trafficSource('https://www.bing.com/search')).toBe('search')
    expect(trafficSource('https://m.facebook.com/page')).toBe('social')
    expect(trafficSource('https://www.journal.ne/article')).toBe('referral')
    expect(trafficSource('https://bk.ne/equipements', 'bk.ne')).toBe('direct')
  })
})
