'use client'

import { CalendarDays, Calculator as CalculatorIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'

import { requestEquipmentQuote } from '@/features/quotes/quotePrefill'
import { RentalDates } from '@/features/rentals/lazyRentalDates'
import type { PickedRental } from '@/features/rentals/RentalDates.client'
import { useSiteText } from '@/ui/SiteText.client'
import { fill } from '@/i18n/site/template'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { formatPrice } from '@/lib/format'
import { quoteTotals } from '@/lib/quoteAmounts'
import { QUOTE_UNIT_PERIODS } from '@/lib/rentalRates'
import type { ChosenUnit } from '@/platform/forms/quoteRequest'
import { type RentalDuration, RENTAL_DURATIONS } from '@/lib/labels'
import { type CalculatorRates, rentalPrice } from './rentalPrice'

/**
 * A row of the price grid; `machine`, the fleet's machine it prices (#59), and `slug`, its
 * address, by which it offers its dates (#61).
 */
type Option = CalculatorRates & {
  id: string
  name: string
  machine: number | null
  slug?: string | null
}

/**
 * Price estimate: 'Calculer' stays disabled until an equipment and a duration are chosen; the
 * result appears only after pressing it, only when above zero, and is computed on each press.
 * Changing the equipment or the duration clears it: a shown price always matches the choices.
 * The price is before tax, with the VAT and the total a quote of the same line would show.
 */
export function Calculator({
  title,
  equipments,
  vatRate,
}: {
  title: string
  equipments: Option[]
  vatRate: number
}) {
  const [equipmentId, setEquipmentId] = useState('')
  const [duration, setDuration] = useState('')
  const [result, setResult] = useState<number | null>(null)
  const { text, intl } = useSiteText()
  const words = text.calculator

  const calculate = (event: FormEvent) => {
    event.preventDefault()
    setResult(rentalPrice(equipments, equipmentId, duration))
  }
  const durationLabel = text.labels.rentalDurations[duration as RentalDuration]
  // the quote form with this machine and period as the request's choice (a row of the fleet)
  const askQuote = (row: Option | undefined, dates?: PickedRental) => {
    if (!row) return
    const unit = (Object.keys(QUOTE_UNIT_PERIODS) as ChosenUnit[]).find(
      (key) => QUOTE_UNIT_PERIODS[key] === duration,
    )
    requestEquipmentQuote(
      {
        id: row.machine === null ? row.id : String(row.machine),
        name: row.name,
        forRent: true,
        forSale: false,
        price: row.daily,
        weeklyPrice: row.weekly,
        monthlyPrice: row.monthly,
      },
      text.equipment,
      'rent',
      unit,
      dates,
    )
  }
  const row = equipments.find((item) => item.id === equipmentId)
  const [datesOpen, setDatesOpen] = useState(false)
  const datesId = useId()

  return (
    <form onSubmit={calculate} className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <CalculatorIcon aria-hidden="true" className="h-6 w-6 text-blue-700" /> {title}
      </h3>
      <label className="mt-6 block font-medium" htmlFor="calculator-equipment">
        {words.equipment}
      </label>
      <select
        id="calculator-equipment"
        value={equipmentId}
        onChange={(event) => {
          setEquipmentId(event.target.value)
          setResult(null)
        }}
        className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-4 py-3"
      >
        <option value="">{words.chooseEquipment}</option>
        {equipments.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <fieldset className="mt-6">
        <legend className="font-medium">{words.duration}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {RENTAL_DURATIONS.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-lg border px-3 py-3 text-center font-semibold ${duration === value ? 'border-blue-700 bg-blue-50 text-blue-800' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                name="duration"
                value={value}
                checked={duration === value}
                onChange={() => {
                  setDuration(value)
                  setResult(null)
                }}
                className="sr-only"
              />
              {text.labels.rentalDurations[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {row?.slug && row.machine !== null && (
        <div className="mt-6">
          <button
            type="button"
            aria-expanded={datesOpen}
            aria-controls={datesId}
            onClick={() => setDatesOpen((open) => !open)}
            className="inline-flex items-center gap-2 rounded-lg border border-blue-700 px-4 py-2 font-semibold text-blue-800 hover:bg-blue-50"
          >
            <CalendarDays aria-hidden="true" className="h-4 w-4" /> {text.rentalDates.open}
          </button>
          <div id={datesId} className="mt-3">
            <RentalDates
              key={row.slug}
              open={datesOpen}
              machine={{
                slug: row.slug,
                name: row.name,
                price: row.daily,
                weeklyPrice: row.weekly,
                monthlyPrice: row.monthly,
              }}
              onQuote={(dates) => askQuote(row, dates)}
            />
          </div>
        </div>
      )}
      <button
        type="submit"
        disabled={!equipmentId || !duration}
        className="mt-6 w-full rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {words.calculate}
      </button>
      {result !== null && result > 0 && (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-5 text-center">
          <span className="block text-sm text-green-800">
            {fill(words.estimate, { duration: durationLabel?.toLowerCase() ?? '' })}
          </span>
          <span className="block text-3xl font-extrabold text-green-900">
            {formatPrice(result, intl)}{' '}
            <span className="text-base font-semibold">{words.beforeTax}</span>
          </span>
          <Taxes amount={result} vatRate={vatRate} />
          <button
            type="button"
            onClick={() => askQuote(equipments.find((item) => item.id === equipmentId))}
            className="mt-4 mr-2 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {text.equipment.askQuote}
          </button>
          <CompanyWhatsAppLink
            label={text.whatsapp.talkAboutIt}
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
            text={fill(text.whatsapp.estimate, {
              machine: equipments.find((item) => item.id === equipmentId)?.name ?? '',
              duration: durationLabel?.toLowerCase() ?? '',
              estimate: formatPrice(result, intl),
            })}
          />
        </p>
      )}
    </form>
  )
}

/** « TVA 19 % : 110 200 FCFA · Total TTC : 690 200 FCFA », counted as the quote counts them. */
function Taxes({ amount, vatRate }: { amount: number; vatRate: number }) {
  const { text, intl } = useSiteText()
  if (vatRate <= 0) return null
  const { vat, totalTTC } = quoteTotals([{ quantity: 1, unitPrice: amount }], vatRate)
  const words = text.calculator
  return (
    <span className="mt-1 block text-sm text-green-900">
      <span className="whitespace-nowrap">
        {fill(words.vat, { rate: vatRate.toLocaleString(intl), amount: formatPrice(vat, intl) })}
      </span>
      {' · '}
      <strong className="whitespace-nowrap">
        {fill(words.withTax, { amount: formatPrice(totalTTC, intl) })}
      </strong>
    </span>
  )
}
