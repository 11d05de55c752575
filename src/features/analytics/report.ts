import 'server-only'

import type { Payload } from 'payload'

import { addDays, dayStart, utcDay } from '@/lib/days'
import { currentRentalState } from '@/platform/services/rentalEstimate'
import { departmentsSlug, equipmentSlug, quoteRequestsSlug } from '@/lib/slugs'

import { rentalStateOn } from './rentalSnapshots'
import { dayTotals } from './rollups'
import { siteTopPages } from './siteTitles'
import { change, departmentShares, general, sumTotals, trafficSources } from './summary'

/** A period is 30 whole UTC days, today included; the trends compare it with the 30 before. */
const PERIOD_DAYS = 30

/** The days of the current and the previous period, for `today`. */
function periods(today: string) {
  const first = addDays(today, 1 - PERIOD_DAYS)
  return {
    current: { first, last: today },
    previous: { first: addDays(first, -PERIOD_DAYS), last: addDays(first, -1) },
  }
}

const countQuotes = (payload: Payload, where: Parameters<Payload['count']>[0]['where']) =>
  payload
    .count({ collection: quoteRequestsSlug, where, overrideAccess: true })
    .then(({ totalDocs }) => totalDocs)

/** The analytics response of back office §3: this period's figures and their trends. */
export async function analytics(payload: Payload, today = utcDay()) {
  const { current, previous } = periods(today)
  // the days first: summing up a missing day must not run beside the other reads
  const before = sumTotals(await dayTotals(payload, previous.first, previous.last, today))
  const now = sumTotals(await dayTotals(payload, current.first, current.last, today))
  const start = dayStart(current.first)
  const [
    rental,
    totalEquipment,
    departments,
    inquiries,
    previousInquiries,
    unread,
    replied,
    allQuotes,
    monthAgo,
  ] = await Promise.all([
    currentRentalState(payload),
    payload.count({ collection: equipmentSlug, overrideAccess: true }),
    payload.find({
      collection: departmentsSlug,
      where: { isActive: { equals: true } },
      select: { slug: true, name: true },
      sort: 'homepageSettings.homepageOrder',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    countQuotes(payload, { createdAt: { greater_than_equal: start } }),
    countQuotes(payload, {
      and: [
        { createdAt: { greater_than_equal: dayStart(previous.first) } },
        { createdAt: { less_than: start } },
      ],
    }),
    countQuotes(payload, { status: { equals: 'new' } }),
    countQuotes(payload, { status: { equals: 'replied' } }),
    countQuotes(payload, {}),
    rentalStateOn(payload, addDays(today, -PERIOD_DAYS)),
  ])
  const figures = general(now)
  return {
    general: figures,
    trends: {
      visits: {
        current: figures.totalVisits,
        change: change(figures.totalVisits, before.visits),
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
      totalEquipment: totalEquipment.totalDocs,
    },
    chartData: {
      departments: departmentShares(
        now,
        departments.docs.map(({ slug, name }) => ({ slug: slug ?? '', name })),
      ),
      trafficSources: trafficSources(now),
    },
    topPages: await siteTopPages(payload, now),
    lastUpdated: new Date().toISOString(),
  }
}

export type AnalyticsReport = Awaited<ReturnType<typeof analytics>>
