// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { CollectionAfterReadHook } from 'payload'

import { dayNumber } from '@/lib/days'
import { isForRent } from '@/lib/offers'
import { companyDayAndHour } from '@/lib/timeZone'

import { dayBounds, holdsSupported, LIVE_HOLD, liveHoldArgs, selectRows } from './booking'

/** The company's day now, its bounds as a hold's row stores them (last, then first). */
function wholeToday() {
  const day = dayNumber(companyDayAndHour(new Date()).day)
  const { firstDay, lastDay } = dayBounds(day, day)
  return [lastDay, firstDay]
}

/**
 * A machine for rent's « Unités disponibles » (#61) is its units in service that nothing holds
 * today (a reservation with its preparation days, a block, an option not past its date): counted
 * on every read, one query by machine, never typed. A machine only for sale keeps the number the
 * team typed (its stock), as every machine does on MongoDB, where nothing holds units.
 */
export const availableFromUnits: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!isForRent(doc) || doc.id === undefined || !holdsSupported(req.payload)) return doc
  const [row] = await selectRows(
    req.payload,
    req,
    `SELECT count(*) AS free FROM equipment_units u
      WHERE u.equipment_id = ? AND u.state = 'in-service'
        AND NOT EXISTS (SELECT 1 FROM unit_bookings b WHERE b.unit_id = u.id
          AND b.first_day <= ? AND b.last_day >= ? AND ${LIVE_HOLD})`,
    doc.id,
    ...wholeToday(),
    ...liveHoldArgs(),
  )
  return { ...doc, available: Number(row?.free ?? 0) }
}
