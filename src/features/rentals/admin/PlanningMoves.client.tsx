'use client'

import { useRouter } from 'next/navigation'
import { type DragEvent, type ReactNode, useRef, useState } from 'react'

import { addDays, dayNumber } from '@/lib/days'
import { reservationsSlug } from '@/lib/slugs'

import { formatPeriod } from '../dayWords'

/** A reservation picked up on the planning: its days, and the day it was held by. */
type Grab = { id: string; who: string; startDate: string; endDate: string; day: string }
type Move = Omit<Grab, 'day'> & { to: { startDate: string; endDate: string } }
type Outcome = { ok: boolean; text: string }

/** The day whose column is under `x`: the header's cells say which. */
function dayAt(table: HTMLElement, x: number): string | null {
  for (const cell of table.querySelectorAll<HTMLElement>('th[data-day]')) {
    const { left, right } = cell.getBoundingClientRect()
    if (x >= left && x < right) return cell.dataset.day ?? null
  }
  return null
}

/** What the server said when it refused, in its French; a word of ours when it said nothing. */
async function refusalOf(response: Response | null): Promise<string> {
  const answer = (await response?.json().catch(() => null)) as {
    errors?: { message?: string }[]
  } | null
  return (
    answer?.errors?.[0]?.message || 'Déplacement impossible : réessayez, ou ouvrez la réservation.'
  )
}

/**
 * Moving a reservation on the planning (#61): its run is dragged to other days, the move is
 * confirmed in words, and the reservation is saved with its new dates. The save checks the stock
 * as any other does: a refusal shows its French 409, with the next free dates, and nothing moves.
 */
export function PlanningMoves({ children }: { children: ReactNode }) {
  const router = useRouter()
  const area = useRef<HTMLDivElement>(null)
  const grab = useRef<Grab | null>(null)
  const [move, setMove] = useState<Move | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  function start(event: DragEvent<HTMLDivElement>) {
    const run = (event.target as HTMLElement).closest<HTMLElement>('[data-move]')
    const day = area.current && dayAt(area.current, event.clientX)
    if (!run || !day) return
    const { move: id = '', who = '', start: startDate = '', end: endDate = '' } = run.dataset
    grab.current = { id, who, startDate, endDate, day }
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', who)
  }

  function over(event: DragEvent<HTMLDivElement>) {
    if (grab.current) event.preventDefault()
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    const held = grab.current
    grab.current = null
    if (!held || !area.current) return
    event.preventDefault()
    const day = dayAt(area.current, event.clientX)
    const shift = day ? dayNumber(day) - dayNumber(held.day) : 0
    if (!shift) return
    setOutcome(null)
    setMove({
      ...held,
      to: { startDate: addDays(held.startDate, shift), endDate: addDays(held.endDate, shift) },
    })
  }

  async function confirm() {
    if (!move) return
    setBusy(true)
    const response = await fetch(`/api/cms/${reservationsSlug}/${encodeURIComponent(move.id)}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(move.to),
    }).catch(() => null)
    setOutcome(
      response?.ok
        ? {
            ok: true,
            text: `Réservation de ${move.who} déplacée ${formatPeriod(move.to.startDate, move.to.endDate)}.`,
          }
        : { ok: false, text: await refusalOf(response) },
    )
    setMove(null)
    setBusy(false)
    if (response?.ok) router.refresh()
  }

  return (
    <div ref={area} onDragStart={start} onDragOver={over} onDrop={drop}>
      {move && (
        <div className="bk-planning__move" role="group" aria-label="Déplacer une réservation">
          <p>
            Déplacer la réservation de {move.who} {formatPeriod(move.startDate, move.endDate)} →{' '}
            {formatPeriod(move.to.startDate, move.to.endDate)} ?
          </p>
          <button type="button" className="bk-action" disabled={busy} onClick={confirm}>
            Déplacer
          </button>
          <button
            type="button"
            className="bk-action bk-action--light"
            disabled={busy}
            onClick={() => setMove(null)}
          >
            Annuler
          </button>
        </div>
      )}
      <p
        className={`bk-planning__outcome${outcome && !outcome.ok ? ' bk-planning__outcome--refused' : ''}`}
        role={outcome && !outcome.ok ? 'alert' : 'status'}
      >
        {outcome?.text}
      </p>
      {children}
    </div>
  )
}
