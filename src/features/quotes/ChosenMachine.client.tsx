'use client'

import { X } from 'lucide-react'

import { useSiteText } from '@/ui/SiteText.client'
import { fill } from '@/i18n/site/template'
import type { QuoteChoice } from '@/platform/forms/quoteRequest'
import { formatPrice } from '@/lib/format'
import { RENTAL_DURATIONS } from '@/lib/labels'
import { lineTotal, machineUnitPrice, QUOTE_QUANTITY_MAX } from '@/lib/quoteAmounts'
import { bestPeriodPrice, machineRates, QUOTE_UNIT_PERIODS } from '@/lib/rentalRates'
import { dayNumber } from '@/lib/days'

const input = 'mt-2 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900'

/** The quote units of the rental periods, in the calculator's order: jour, semaine, mois. */
const RENTAL_UNITS = (['jour', 'semaine', 'mois'] as const).filter((unit) =>
  RENTAL_DURATIONS.includes(QUOTE_UNIT_PERIODS[unit]!),
)

type Props = {
  choice: QuoteChoice
  onChange: (choice: QuoteChoice) => void
  onRemove: () => void
}

/**
 * The machine the visitor chose on its page or the calculator (#59), in the quote form: how many
 * days, weeks or months (or how many to buy) and from when, or how many machines from one day to
 * another (#61), with the estimate the quote's first line will hold, priced by the same function
 * as the server's.
 */
export function ChosenMachine({ choice, onChange, onRemove }: Props) {
  const { text, intl } = useSiteText()
  const words = text.quoteForm.choice
  const renting = choice.unit !== 'unite'
  const endDate = choice.endDate ?? ''
  // both days: a rental for its period, `quantity` machines (#61)
  const dated = renting && Boolean(choice.startDate && endDate && choice.startDate <= endDate)
  const unitPrice = dated
    ? (bestPeriodPrice(
        machineRates(choice.prices),
        dayNumber(endDate) - dayNumber(choice.startDate) + 1,
      )?.total ?? null)
    : machineUnitPrice(choice.prices, choice.unit)
  const estimate = unitPrice === null ? null : lineTotal({ quantity: choice.quantity, unitPrice })
  const set = (change: Partial<QuoteChoice>) => onChange({ ...choice, ...change })
  return (
    <fieldset className="grid gap-4 rounded-xl border border-blue-200 bg-blue-50 p-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 font-semibold text-blue-900">{words.legend}</legend>
      <div className="flex items-start justify-between gap-3 sm:col-span-3">
        <p className="font-bold text-slate-900">{choice.name}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={fill(words.remove, { name: choice.name })}
          className="rounded-full p-1 text-slate-600 hover:bg-blue-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <label className="font-medium">
        {dated ? words.machines : renting ? words.count : words.quantity}
        <input
          className={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_QUANTITY_MAX}
          required
          value={choice.quantity || ''}
          onChange={(event) =>
            set({ quantity: Math.max(0, Math.floor(Number(event.target.value))) })
          }
        />
      </label>
      {renting && !dated && (
        <label className="font-medium">
          {words.duration}
          <select
            className={input}
            value={choice.unit}
            onChange={(event) => set({ unit: event.target.value as QuoteChoice['unit'] })}
          >
            {RENTAL_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {text.labels.rentalDurations[QUOTE_UNIT_PERIODS[unit]!]}
              </option>
            ))}
          </select>
        </label>
      )}
      {renting && (
        <label className="font-medium">
          {words.startDate}
          <input
            className={input}
            type="date"
            value={choice.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
          />
        </label>
      )}
      {renting && (
        <label className="font-medium">
          {words.endDate}
          <input
            className={input}
            type="date"
            min={choice.startDate || undefined}
            value={endDate}
            onChange={(event) => set({ endDate: event.target.value })}
          />
        </label>
      )}
      {estimate !== null && choice.quantity > 0 && (
        <p aria-live="polite" className="font-semibold text-blue-900 sm:col-span-3">
          {fill(words.estimate, { amount: formatPrice(estimate, intl) })}
        </p>
      )}
    </fieldset>
  )
}
