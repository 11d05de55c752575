import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import type { Equipment, QuoteRequest } from '@/generated/payload-types'
import { lineTotal, linesAmount, machineUnitPrice, QUOTE_AMOUNT_MAX } from '@/lib/quoteAmounts'
import { frenchOnly } from '@/i18n/frenchOnly'
import { isForRent } from '@/lib/offers'
import { relationId } from '@/lib/relationId'
import { equipmentSlug, quoteRequestsSlug } from '@/lib/slugs'
import { notByHalfDay, rentalPrice, rentsByHalfDay } from '@/features/rentals/period'
import { isRentalLine, rentalLineProblem } from '@/features/rentals/quoteLines'

import { newAccessToken } from './links'

type Data = Partial<QuoteRequest>

/**
 * A request sent with a machine chosen on the site (#59): the machine, its quantity and unit (or
 * its rental days and how many machines, #61), as data; its estimate counted by the prices' one
 * function (what the page showed the customer); the quote's first line. A machine gone since the
 * page was read leaves the request as written.
 */
async function fromChoice(data: Data, req: PayloadRequest): Promise<void> {
  const id = relationId(data.choice?.machine)
  if (!data.choice || id === null) return
  const machine = await req.payload
    .findByID({ collection: equipmentSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!machine || machine.isActive === false) {
    delete data.choice
    return
  }
  const unit = data.choice.unit ?? 'jour'
  const quantity = data.choice.quantity ?? 1
  const rental = isForRent(machine) ? chosenPeriod(data.choice, machine.id, unit, quantity) : null
  const unitPrice = rental
    ? rentalPrice(machine, rental.startDate, rental.endDate)
    : machineUnitPrice(machine, unit)
  data.choice = {
    ...data.choice,
    machine: machine.id,
    unit,
    quantity,
    estimate: unitPrice === null ? null : lineTotal({ quantity, unitPrice }),
  }
  if (!rental) data.choice.endDate = null
  data.equipment ||= machine.name
  if (!data.lines?.length) data.lines = [{ machine: machine.id, quantity, unit, ...(rental ?? {}) }]
}

/**
 * The days of a rental chosen on the site (#61), or null: both days given for a machine for
 * rent, sound by a rental line's rules (else the choice is a duration, and the visitor's request is kept);
 * then the first line is a rental line and the quantity machines.
 */
function chosenPeriod(
  choice: NonNullable<Data['choice']>,
  machine: number,
  unit: string,
  quantity: number,
): { startDate: string; endDate: string } | null {
  const [startDate, endDate] = [choice.startDate, choice.endDate].map((day) => day?.slice(0, 10))
  if (unit === 'unite' || !startDate || !endDate) return null
  return rentalLineProblem({ machine, quantity, unit: 'forfait', startDate, endDate })
    ? null
    : { startDate, endDate }
}

/**
 * Before a request is saved: a new one gets its customer's link token, and its first line from
 * the machine the customer chose; a line that names a
 * machine of the fleet takes its name and its price for the line's unit where they are empty (a
 * rental line with its days, #61: the period's price, months, weeks and days at their best);
 * the amount is the lines' total whenever there are lines (typed by hand otherwise).
 */
export const prepareQuote: CollectionBeforeValidateHook<QuoteRequest> = async ({
  data,
  operation,
  req,
}) => {
  if (!data) return data
  if (operation === 'create' && !data.accessToken) data.accessToken = newAccessToken()
  if (operation === 'create') await fromChoice(data, req)
  const lines = data.lines ?? []
  const machines = new Map<number | string, Equipment>()
  const periodErrors = lines.flatMap((line, index) => {
    const problem = rentalLineProblem(line)
    return problem ? [{ path: `lines.${index}.${problem.field}`, message: problem.message }] : []
  })
  for (const [index, line] of lines.entries()) {
    const id = relationId(line.machine)
    const rental = isRentalLine(line) && !rentalLineProblem(line) ? line : null
    // a rental line is priced for its days, each machine as one flat price for the period
    if (rental) line.unit = 'forfait'
    if (id === null || (line.label && typeof line.unitPrice === 'number')) continue
    if (!machines.has(id)) {
      const machine = await req.payload
        .findByID({ collection: equipmentSlug, id, depth: 0, overrideAccess: true, req })
        .catch(() => null)
      if (machine) machines.set(id, machine)
    }
    const machine = machines.get(id)
    if (!machine) continue
    line.label ||= machine.name
    if (rental?.halfDay && !rentsByHalfDay(machine))
      periodErrors.push({ path: `lines.${index}.halfDay`, message: notByHalfDay(machine.name) })
    const price = rental
      ? rentalPrice(machine, rental.startDate, rental.endDate, rental.halfDay)
      : line.unit
        ? machineUnitPrice(machine, line.unit)
        : null
    if (typeof line.unitPrice !== 'number' && price !== null) line.unitPrice = price
  }
  // what a chosen machine could not give is asked for, on the line's own field
  const errors: { path: string; message: string }[] = lines.flatMap((line, index) => [
    ...(line.label
      ? []
      : [{ path: `lines.${index}.label`, message: frenchOnly.validation.lineLabelRequired }]),
    ...(typeof line.unitPrice === 'number'
      ? []
      : [{ path: `lines.${index}.unitPrice`, message: frenchOnly.validation.linePriceRequired }]),
  ])
  errors.push(...periodErrors)
  if (errors.length) throw new ValidationError({ collection: quoteRequestsSlug, errors }, req.t)
  if (!lines.length) return data
  data.amount = linesAmount(lines)
  if (!Number.isSafeInteger(data.amount) || data.amount > QUOTE_AMOUNT_MAX) {
    throw new ValidationError(
      {
        collection: quoteRequestsSlug,
        errors: [{ path: 'amount', message: frenchOnly.validation.quoteAmountTooLarge }],
      },
      req.t,
    )
  }
  return data
}
