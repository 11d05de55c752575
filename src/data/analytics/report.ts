import type { Payload } from 'payload'

import { rentalState, snapshotDay } from '@/lib/rentalEstimate'
import { pageViewsSlug, quoteRequestsSlug } from '@/lib/slugs'

import {
  change,
  departmentShares,
  general,
  sessions,
  topPages,
  trafficSources,
  type ViewRecord,
} from './compute'
import { rentalStateOn } from './rentalSnapshots'

const DAY_MS = 24 * 60 * 60 * 1000
const PERIOD_DAYS = 30

export const since = (ms: number) => new Date(Date.now() - ms).toISOString()

export async function views(payload: Payload, from: string, to?: string): Promise<ViewRecord[]> {
  const { docs } = await payload.find({
    collection: pageViewsSlug,
    where: {
      and: [
        { createdAt: { greater_than_equal: from } },
        ...(to ? [{ createdAt: { less_than: to } }] : []),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const countQuotes = (payload: Payload, where: Parameters<Payload['count']>[0]['where']) =>
  payload
    .count({ collection: quoteRequestsSlug, where, overrideAccess: true })
    .then(({ totalDocs }) => totalDocs)

/** The analytics response of back office §3, over the last 30 days against the 30 before. */
export async function analytics(payload: Payload) {
  const start = since(PERIOD_DAYS * DAY_MS)
  const previousStart = since(2 * PERIOD_DAYS * DAY_MS)
  const [
    current,
    previous,
    equipment,
    departments,
    inquiries,
    previousInquiries,
    unread,
    replied,
    allQuotes,
    monthAgo,
  ] = await Promise.all([
    views(payload, start),
    views(payload, previousStart, start),
    payload.find({ collection: 'equipment', pagination: false, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'departments',
      where: { isActive: { equals: true } },
      sort: 'homepageSettings.homepageOrder',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    countQuotes(payload, { createdAt: { greater_than_equal: start } }),
    countQuotes(payload, {
      and: [
        { createdAt: { greater_than_equal: previousStart } },
        { createdAt: { less_than: start } },
      ],
    }),
    countQuotes(payload, { status: { equals: 'new' } }),
    countQuotes(payload, { status: { equals: 'replied' } }),
    countQuotes(payload, {}),
    rentalStateOn(payload, snapshotDay(new Date(Date.now() - PERIOD_DAYS * DAY_MS))),
  ])
  const rental = rentalState(equipment.docs.filter((item) => item.status === 'rented'))
  const now = general(current)
  return {
    general: now,
    trends: {
      visits: {
        current: now.totalVisits,
        change: change(now.totalVisits, sessions(previous).length),
      },
      inquiries: { current: inquiries, change: change(inquiries, previousInquiries) },
      // against the rental snapshot of 30 days ago; 0 while there is none that old
      equipment: {
        current: rental.rentedEquipment,
        change: monthAgo ? change(rental.rentedEquipment, monthAgo.rentedEquipment) : 0,
      },
      revenue: {
        current: rental.estimatedMonthlyRevenue,
        change: monthAgo
          ? change(rental.estimatedMonthlyRevenue, monthAgo.estimatedMonthlyRevenue)
          : 0,
      },
    },
    contacts: {
      unreadContacts: unread,
      responseRate: allQuotes ? Math.round((replied / allQuotes) * 1000) / 10 : 0,
    },
    equipment: {
      // the contract's name; it is the estimated monthly rental revenue of what is on rent now
      totalRevenue: rental.estimatedMonthlyRevenue,
      rentedEquipment: rental.rentedEquipment,
      totalEquipment: equipment.docs.length,
    },
    chartData: {
      departments: departmentShares(
        current,
        departments.docs.map(({ slug, name }) => ({ slug: slug ?? '', name })),
      ),
      trafficSources: trafficSources(current),
    },
    topPages: topPages(current),
    lastUpdated: new Date().toISOString(),
  }
}

export type AnalyticsReport = Awaited<ReturnType<typeof analytics>>
