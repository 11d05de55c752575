'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import { countText, fill } from '@/i18n/site/template'
import { addDays, dayNumber } from '@/lib/days'
import { formatPrice } from '@/lib/format'
import { bestPeriodPrice, machineRates, type MachineRates } from '@/lib/rentalRates'
import { companyDayAndHour } from '@/lib/timeZone'

import { addMonths, fewestFree, lastDayOf, monthOf, monthWeeks } from './calendar'

/** The dates and machines a visitor picked: what « Demander un devis » carries as data. */
export type PickedRental = { startDate: string; endDate: string; quantity: number }

export type RentalDatesProps = {
  open: boolean
  machine: MachineRates & { slug: string; name: string }
  onQuote: (picked: PickedRental) => void
}

type Availability = {
  from: string
  to: string
  total: number
  days: { date: string; free: number }[]
}

/** What the calendar knows of the machine's days: free units by day, up to `known`. */
type Loaded = {
  free: ReadonlyMap<string, number>
  known: string | null
  total: number | null
  offline: boolean
}
const NOTHING_LOADED: Loaded = { free: new Map(), known: null, total: null, offline: false }

/** The public availability route's answer, or null without a network (or a refusal). */
async function fetchAvailability(
  slug: string,
  from?: string,
  to?: string,
): Promise<Availability | null> {
  const query = from && to ? `?from=${from}&to=${to}` : ''
  try {
    const response = await fetch(`/api/equipment/${encodeURIComponent(slug)}/availability${query}`)
    if (!response.ok) return null
    return ((await response.json()) as { data: Availability }).data
  } catch {
    return null
  }
}

function withAvailability(before: Loaded, data: Availability | null): Loaded {
  if (!data) return { ...before, offline: true }
  return {
    free: new Map([...before.free, ...data.days.map((day) => [day.date, day.free] as const)]),
    known: before.known && before.known > data.to ? before.known : data.to,
    total: data.total,
    offline: false,
  }
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
}

const noon = (day: string) => new Date(`${day}T12:00:00.000Z`)

/**
 * A machine's rental dates (#61), loaded when the visitor first opens them: a month's days, those
 * without enough free units greyed (the public availability route), the first and last day
 * chosen by click or keyboard (arrows, Page up/down for the months), the units free over the
 * period and its price by the quotes' own function; « Demander un devis pour ces dates » hands
 * the machine, the dates and how many over as data.
 */
export function RentalDates({ open, machine, onQuote }: RentalDatesProps) {
  const { text, intl } = useSiteText()
  const words = text.rentalDates
  const [today, setToday] = useState<string | null>(null)
  const [month, setMonth] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<Loaded>(NOTHING_LOADED)
  const [start, setStart] = useState<string | null>(null)
  const [end, setEnd] = useState<string | null>(null)
  const [quantity, setQuantity] = useState(1)
  const [focused, setFocused] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)
  const grid = useRef<HTMLTableElement>(null)
  const titleId = useId()
  const { free, known, total, offline } = loaded

  // first opened: the next 90 days from the company's today (the route's own default)
  useEffect(() => {
    if (!open || today) return
    void fetchAvailability(machine.slug).then((data) => {
      setLoaded((before) => withAvailability(before, data))
      const first = data?.from ?? companyDayAndHour(new Date()).day
      setToday(first)
      setMonth(monthOf(first))
      setFocused(first)
    })
  }, [open, today, machine.slug])

  // a month shown past what is known: its days, and a month more
  useEffect(() => {
    if (!month || !today || offline || (known && known >= lastDayOf(month))) return
    void fetchAvailability(
      machine.slug,
      known ? addDays(known, 1) : today,
      addDays(lastDayOf(month), 31),
    ).then((data) => setLoaded((before) => withAvailability(before, data)))
  }, [month, today, offline, known, machine.slug])

  useEffect(() => {
    if (focused && grid.current?.contains(document.activeElement))
      grid.current.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused, month])

  if (!open) return null
  if (!today || !month) return <p className="text-slate-600">{words.loading}</p>

  const longDay = new Intl.DateTimeFormat(intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const dayMonth = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', timeZone: 'UTC' })
  const weekdays = monthWeeks('2029-01-01')[0]!.map((day) =>
    new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' }).format(noon(day!)),
  )
  const availableText = (count: number) =>
    fill(countText(words.free, count, intl), { total: total ?? 0 })
  const usable = (day: string) => {
    if (day < today) return false
    const count = free.get(day)
    return count === undefined || count >= quantity
  }
  const stateOf = (day: string) => {
    if (day < today) return words.past
    const count = free.get(day)
    if (count === undefined) return null
    return count < quantity ? words.full : availableText(count)
  }

  const choose = (day: string) => {
    setRefused(false)
    if (!usable(day)) return
    if (!start || end || day < start) {
      setStart(day)
      setEnd(null)
      return
    }
    const fewest = fewestFree(free, start, day)
    if (fewest !== null && fewest < quantity) {
      setRefused(true)
      return
    }
    setEnd(day)
  }

  const move = (event: KeyboardEvent) => {
    if (!focused) return
    const step = KEY_STEPS[event.key]
    const next =
      step !== undefined
        ? addDays(focused, step)
        : event.key === 'PageDown'
          ? addMonths(monthOf(focused), 1)
          : event.key === 'PageUp'
            ? addMonths(monthOf(focused), -1)
            : null
    if (!next) return
    event.preventDefault()
    const target = next < today ? today : next
    setFocused(target)
    setMonth(monthOf(target))
  }

  const fewest = start && end ? fewestFree(free, start, end) : null
  const days = start && end ? dayNumber(end) - dayNumber(start) + 1 : 0
  const period = days ? bestPeriodPrice(machineRates(machine), days) : null
  const sameMonth = start && end && start.slice(0, 7) === end.slice(0, 7)
  const firstWords = start
    ? sameMonth
      ? String(Number(start.slice(8)))
      : dayMonth.format(noon(start))
    : ''
  const monthTitle = new Intl.DateTimeFormat(intl, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(month))
  const button = 'rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40'

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
      <legend className="px-1 font-semibold">{words.legend}</legend>
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={button}
          aria-label={words.previousMonth}
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <h3 id={titleId} aria-live="polite" className="font-semibold capitalize">
          {monthTitle}
        </h3>
        <button
          type="button"
          className={button}
          aria-label={words.nextMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        className="mt-2 w-full table-fixed text-center"
        onKeyDown={move}
      >
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, place) => {
                if (!day) return <td key={place} />
                const selected = day === start || day === end
                const between = Boolean(start && end && day > start && day < end)
                const state = stateOf(day)
                return (
                  <td
                    key={day}
                    role="gridcell"
                    aria-selected={selected || between}
                    className="p-0.5"
                  >
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={!usable(day)}
                      aria-label={
                        state ? `${longDay.format(noon(day))}, ${state}` : longDay.format(noon(day))
                      }
                      onClick={() => {
                        setFocused(day)
                        choose(day)
                      }}
                      className={`h-10 w-full rounded-lg text-sm ${
                        selected
                          ? 'bg-blue-700 font-bold text-white'
                          : between
                            ? 'bg-blue-100 text-blue-900'
                            : usable(day)
                              ? 'hover:bg-blue-50'
                              : 'cursor-not-allowed bg-slate-100 text-slate-500 line-through'
                      }`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="mt-4 block font-medium">
        {words.machines}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={total || undefined}
          value={quantity || ''}
          onChange={(event) => {
            setQuantity(Math.max(0, Math.floor(Number(event.target.value))))
            setRefused(false)
          }}
          className="mt-2 w-full rounded-lg border border-slate-300 px-4 py-3"
        />
      </label>
      <div aria-live="polite" className="mt-4 space-y-1">
        {offline && <p className="text-slate-700">{words.offline}</p>}
        {refused && <p className="font-semibold text-red-800">{words.notEnough}</p>}
        {!refused && !start && <p className="text-slate-600">{words.pickStart}</p>}
        {!refused && start && !end && <p className="text-slate-600">{words.pickEnd}</p>}
        {start && end && (
          <p className="font-semibold">
            {fill(words.period, {
              available: fewest === null ? '' : availableText(fewest),
              first: firstWords,
              last: dayMonth.format(noon(end)),
            }).trim()}
          </p>
        )}
        {period && quantity > 0 && (
          <p className="font-semibold text-blue-900">
            {fill(words.price, {
              days: countText(words.days, days, intl),
              machines: countText(words.machineCount, quantity, intl),
              amount: formatPrice(period.total * quantity, intl),
            })}
          </p>
        )}
      </div>
      {start && end && quantity > 0 && (
        <button
          type="button"
          onClick={() => onQuote({ startDate: start, endDate: end, quantity })}
          className="mt-4 w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          {words.ask}
        </button>
      )}
    </fieldset>
  )
}
