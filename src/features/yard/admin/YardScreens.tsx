import 'server-only'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import type { Reservation } from '@/generated/payload-types'
import { formatPeriod } from '@/features/rentals/dayWords'
import { RESERVATION_STATUS_LABELS } from '@/features/rentals/labels'
import { yardDay } from '@/features/rentals/yardDays'
import { YARD_PATH, yardSheetPath } from '@/lib/sitePaths'
import { companyDayAndHour } from '@/lib/timeZone'
import { isAdminUser } from '@/platform/access/roles'
import { payloadClient } from '@/platform/data/payload'

import { HandoverForm } from './HandoverForm.client'
import { HANDOVER_KIND_LABELS } from '../labels'
import { yardSheet } from '../sheet'
import { YardKeep } from './YardKeep.client'

/** The signed-in team member, or the way to the sign-in that comes back here. */
async function signedIn(back: string) {
  const payload = await payloadClient()
  const { user } = await payload
    .auth({ headers: await headers(), canSetHeaders: false })
    .catch(() => ({ user: null }))
  if (!isAdminUser(user)) redirect(`/admin/login?redirect=${encodeURIComponent(back)}`)
  return payload
}

function ReservationList({
  title,
  items,
  day,
  late,
}: {
  title: string
  items: Reservation[]
  day: (reservation: Reservation) => string
  late?: boolean
}) {
  return (
    <section className="yard-card" aria-label={title}>
      <h2>{title}</h2>
      {items.length ? (
        <ul className="yard-list">
          {items.map((reservation) => (
            <li key={reservation.id}>
              <a href={yardSheetPath(reservation.id)} data-late={late || undefined}>
                <strong>{reservation.customerName}</strong>
                <span>
                  n° {reservation.id} · {day(reservation)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="yard-muted">Rien pour l’instant.</p>
      )}
    </section>
  )
}

/**
 * `/parc`: the yard's day on the phone (#62): what leaves today and tomorrow, what comes back,
 * what is late; a reservation opened by its number; the sheets waiting on this phone.
 */
export async function YardHome({ number }: { number?: string }) {
  const payload = await signedIn(YARD_PATH)
  const wanted = Number(number)
  if (Number.isSafeInteger(wanted) && wanted > 0) redirect(yardSheetPath(wanted))
  const today = companyDayAndHour(new Date()).day
  const yard = await yardDay(payload, today)
  const period = (reservation: Reservation) =>
    formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay)
  const listed = [...yard.departures, ...yard.returns, ...yard.overdue]
  return (
    <>
      <h1>Parc</h1>
      <ReservationList
        title="Sorties d’aujourd’hui et de demain"
        items={yard.departures}
        day={period}
      />
      <ReservationList
        title="Retours d’aujourd’hui et de demain"
        items={yard.returns}
        day={period}
      />
      <ReservationList title="Retours en retard" items={yard.overdue} day={period} late />
      <form className="yard-card yard-open" action={YARD_PATH} method="get">
        <label className="yard-field">
          Ouvrir la réservation n°
          <input name="n" inputMode="numeric" pattern="[0-9]*" required />
        </label>
        <button type="submit" className="yard-button">
          Ouvrir
        </button>
      </form>
      <YardKeep paths={listed.map((reservation) => yardSheetPath(reservation.id))} />
    </>
  )
}

/**
 * `/parc/:id`: the reservation's check-out or return sheet, or why there is nothing to do; a
 * number no reservation has is a 404 (`(yard)/parc/not-found.tsx`).
 */
export async function YardReservation({ id }: { id: string }) {
  const payload = await signedIn(`${YARD_PATH}/${id}`)
  const number = Number(id)
  const sheet = Number.isSafeInteger(number) && number > 0 ? await yardSheet(payload, number) : null
  if (!sheet) notFound()
  const { reservation, kind } = sheet
  return (
    <>
      <p>
        <a href={YARD_PATH}>← Parc</a>
      </p>
      <h1>
        {kind ? HANDOVER_KIND_LABELS[kind] : 'Réservation'} · n° {reservation.id}
      </h1>
      <section className="yard-card">
        <p>
          <strong>{reservation.customer}</strong>
          {reservation.phone ? (
            <>
              {' '}
              · <a href={`tel:${reservation.phone.replace(/[^+\d]/g, '')}`}>{reservation.phone}</a>
            </>
          ) : null}
        </p>
        <p>
          {reservation.period} · {reservation.delivery}
          {reservation.siteAddress ? ` : ${reservation.siteAddress}` : ''}
        </p>
        {reservation.notes ? <p className="yard-muted">{reservation.notes}</p> : null}
      </section>
      <YardKeep paths={[]} />
      {kind ? (
        <HandoverForm sheet={sheet} kind={kind} />
      ) : (
        <p className="yard-card">
          Rien à faire au parc : cette réservation est «{' '}
          {RESERVATION_STATUS_LABELS[sheet.status as keyof typeof RESERVATION_STATUS_LABELS]} ».
        </p>
      )}
    </>
  )
}

/** A yard address that leads nowhere: said in the yard's words, with the way back. */
export function YardNotFound() {
  return (
    <>
      <h1>Réservation introuvable</h1>
      <p>Aucune réservation ne porte ce numéro.</p>
      <a className="yard-button" href={YARD_PATH}>
        Retour au parc
      </a>
    </>
  )
}
