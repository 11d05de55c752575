// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, Where } from 'payload'

import type { Reservation } from '@/generated/payload-types'
import { addDays } from '@/lib/days'
import { relationId } from '@/lib/relationId'
import { quoteRequestsSlug, reservationsSlug, usersSlug } from '@/lib/slugs'
import { endOfCompanyDay } from '@/lib/timeZone'
import { publicUrl } from '@/platform/runtime/environment'
import { mailBrand } from '@/platform/services/mail/brand'
import { claimReminderMorning } from '@/platform/services/mail/claims'
import { sendMail } from '@/platform/services/mail/outbox'
import {
  type Block,
  type MailBrand,
  render,
  type Rendered,
} from '@/platform/services/mail/templates'

import { formatPeriod } from './dayWords'

type Lists = { options: Reservation[]; departures: Reservation[]; overdue: Reservation[] }

const link = (reservation: Reservation) =>
  `${publicUrl()}/admin/collections/${reservationsSlug}/${reservation.id}`

/** The morning's rental mail to one of the team: what expires, leaves and is late. */
function rentalRemindersMail(brand: MailBrand, firstName: string, lists: Lists): Rendered {
  const section = (title: string, reservations: Reservation[]): Block[] =>
    reservations.length
      ? [
          { paragraph: title },
          {
            fields: reservations.map((reservation) => [
              reservation.customerName,
              `${formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay)}\n${link(reservation)}`,
            ]),
          },
        ]
      : []
  const count = lists.options.length + lists.departures.length + lists.overdue.length
  return render(
    brand,
    `Location, ce matin : ${count} réservation${count > 1 ? 's' : ''} à suivre — ${brand.name}`,
    [
      { paragraph: firstName ? `Bonjour ${firstName},` : 'Bonjour,' },
      ...section('Options qui expirent demain (à confirmer ou à libérer) :', lists.options),
      ...section('Départs de demain :', lists.departures),
      ...section('Retours en retard :', lists.overdue),
      { button: { label: 'Ouvrir le planning', href: `${publicUrl()}/admin/planning` } },
    ],
  )
}

/**
 * The rental reminders (#61), each morning at the sales reminders' hour (QUOTE_REMINDER_HOUR),
 * once whatever the number of instances (the day is claimed first): options whose hold ends
 * tomorrow to the owner of the request they came from (to every administrator when nobody owns
 * it, or when none came from a request), and to every administrator tomorrow's departures and the
 * returns overdue. Returns how many mails were queued (null: not the hour, or already done).
 */
export async function sendRentalReminders(
  payload: Payload,
  now = new Date(),
): Promise<number | null> {
  const morning = await claimReminderMorning(payload, 'rappels-location', now)
  if (!morning) return null
  const { day } = morning

  const find = (where: Where) =>
    payload
      .find({
        collection: reservationsSlug,
        where,
        sort: 'startDate',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      .then(({ docs }) => docs)
  const [options, departures, overdue] = await Promise.all([
    find({
      and: [
        { status: { equals: 'option' } },
        { holdUntil: { greater_than: endOfCompanyDay(now).toISOString() } },
        { holdUntil: { less_than_equal: endOfCompanyDay(now, 1).toISOString() } },
      ],
    }),
    find({
      and: [{ status: { equals: 'confirmed' } }, { startDate: { equals: addDays(day, 1) } }],
    }),
    find({ and: [{ status: { equals: 'out' } }, { endDate: { less_than: day } }] }),
  ])
  if (!options.length && !departures.length && !overdue.length) return 0

  const owners = await ownersOf(payload, options)
  const { docs: team } = await payload.find({
    collection: usersSlug,
    select: { email: true, firstName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const brand = await mailBrand(payload)
  let sent = 0
  for (const user of team) {
    const lists = {
      options: options.filter((option) => [user.id, null].includes(owners.get(option.id) ?? null)),
      departures,
      overdue,
    }
    if (!lists.options.length && !departures.length && !overdue.length) continue
    await sendMail(payload, {
      kind: 'reminder',
      to: user.email,
      ...rentalRemindersMail(brand, user.firstName ?? '', lists),
    })
    sent += 1
  }
  return sent
}

/** Who owns each option: the owner of the request it came from, or null for the whole team. */
async function ownersOf(payload: Payload, options: Reservation[]) {
  const requests = [
    ...new Set(
      options.map((option) => relationId(option.quoteRequest)).filter((id) => id !== null),
    ),
  ]
  const { docs } = requests.length
    ? await payload.find({
        collection: quoteRequestsSlug,
        where: { id: { in: requests } },
        select: { owner: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const ownerOf = new Map(docs.map((request) => [request.id, relationId(request.owner)]))
  return new Map(
    options.map((option) => [
      option.id,
      ownerOf.get(relationId(option.quoteRequest) ?? -1) ?? null,
    ]),
  )
}
