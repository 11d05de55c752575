// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, Where } from 'payload'

import type { Reservation } from '@/generated/payload-types'
import { addDays } from '@/lib/days'
import { reservationsSlug } from '@/lib/slugs'

/** The most of each list the dashboard shows. */
const YARD_LIST_MAX = 20

export type YardDay = {
  /** Confirmed reservations starting today or tomorrow: machines to send out. */
  departures: Reservation[]
  /** Machines out whose last day is today or tomorrow: to take back. */
  returns: Reservation[]
  /** Machines out past their last day. */
  overdue: Reservation[]
}

/**
 * The yard's day (#61), on the company's `today`: what leaves today and tomorrow, what comes back,
 * and what should have come back already, by date.
 */
export async function yardDay(payload: Payload, today: string): Promise<YardDay> {
  const tomorrow = addDays(today, 1)
  const find = (where: Where, sort: string) =>
    payload
      .find({
        collection: reservationsSlug,
        where,
        sort,
        limit: YARD_LIST_MAX,
        depth: 0,
        overrideAccess: true,
      })
      .then(({ docs }) => docs)
  const [departures, returns, overdue] = await Promise.all([
    find(
      {
        and: [
          { status: { equals: 'confirmed' } },
          { startDate: { greater_than_equal: today } },
          { startDate: { less_than_equal: tomorrow } },
        ],
      },
      'startDate',
    ),
    find(
      {
        and: [
          { status: { equals: 'out' } },
          { endDate: { greater_than_equal: today } },
          { endDate: { less_than_equal: tomorrow } },
        ],
      },
      'endDate',
    ),
    find({ and: [{ status: { equals: 'out' } }, { endDate: { less_than: today } }] }, 'endDate'),
  ])
  return { departures, returns, overdue }
}
