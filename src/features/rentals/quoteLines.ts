// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { QuoteRequest } from '@/generated/payload-types'
import { relationId } from '@/lib/relationId'
import { RESERVATION_LINE_MAX } from './labels'
import { periodProblem } from './period'

type Line = NonNullable<QuoteRequest['lines']>[number]
export type RentalLine = Line & { startDate: string; endDate: string }

/**
 * A quote line with a machine of the fleet and its two days is a rental (#61): its quantity is
 * machines, its price the period's, and sending the quote places an option on them.
 */
export const isRentalLine = (line: Line): line is RentalLine =>
  relationId(line.machine) !== null && Boolean(line.startDate && line.endDate)

/** What is wrong with a line's rental days, on which of its fields; null for a sound line. */
export function rentalLineProblem(line: Line): { field: string; message: string } | null {
  if (!line.startDate && !line.endDate) return null
  if (relationId(line.machine) === null)
    return { field: 'machine', message: 'Une location datée nomme un engin du parc.' }
  if (!line.startDate)
    return { field: 'startDate', message: 'Indiquez aussi le premier jour de la location.' }
  if (!line.endDate)
    return { field: 'endDate', message: 'Indiquez aussi le dernier jour de la location.' }
  const machines = line.quantity ?? 0
  if (!Number.isInteger(machines) || machines < 1 || machines > RESERVATION_LINE_MAX)
    return {
      field: 'quantity',
      message: `Une location compte des engins entiers : de 1 à ${RESERVATION_LINE_MAX}.`,
    }
  const problem = periodProblem(line.startDate, line.endDate, line.halfDay)
  return problem ? { field: line.halfDay ? 'halfDay' : 'endDate', message: problem } : null
}
