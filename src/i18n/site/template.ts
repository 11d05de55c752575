import { dayNumber } from '@/lib/days'
import { formatDay, formatWholeNumber } from '@/lib/format'
import type { HalfDay, QuoteLineUnit } from '@/lib/labels'
import type { SentLine } from '@/lib/sentQuote'

/**
 * The words a client component shows cross from the server as data, so they are plain strings:
 * `{name}` marks a value, and a count's forms are chosen by the language's plural rules.
 */
export type TextTree = { readonly [key: string]: string | TextTree }

/** A count's forms, by the plural category of `Intl.PluralRules` ('other' always present). */
export type CountForms = { readonly one?: string; readonly other: string }

/** « Découvrir {name} » with `{ name: 'BTP' }` → « Découvrir BTP ». */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )

/**
 * The plural category of the site's languages by hand (CLDR's rules: French's « one » is 0 to
 * less than 2, English's exactly 1), so that a count shown in the browser loads no Intl; another
 * language asks `Intl.PluralRules`.
 */
const PLURAL_BY_HAND: Record<string, (count: number) => keyof CountForms> = {
  'fr-FR': (count) => (Math.abs(count) < 2 ? 'one' : 'other'),
  'en-GB': (count) => (count === 1 ? 'one' : 'other'),
}

/** The form of `forms` for `count` in `intl` (French says « 0 unité », English « 0 units »). */
export function countText(forms: CountForms, count: number, intl: string): string {
  const category =
    PLURAL_BY_HAND[intl]?.(count) ?? (new Intl.PluralRules(intl).select(count) as keyof CountForms)
  const written = Number.isInteger(count)
    ? formatWholeNumber(count, intl)
    : count.toLocaleString(intl)
  return fill(forms[category] ?? forms.other, { count: written })
}

/** « 3 jours », "1 flat fee": a quote line's quantity with its unit, in the dictionary's language. */
export const quantityText = (
  line: Pick<SentLine, 'quantity' | 'unit'>,
  forms: Record<QuoteLineUnit, CountForms>,
  intl: string,
) => countText(forms[line.unit], line.quantity, intl)

/** The words a quote line is written with, in one language (`customerQuote`). */
type LineWords = {
  quantities: Record<QuoteLineUnit, CountForms>
  machines: CountForms
  rentalPeriod: (first: string, last: string, days: string) => string
  rentalHalfDay: (day: string, half: string) => string
  halfDays: Record<HalfDay, string>
}

/**
 * A quote line as the customer reads it, on the page and in the PDF: its designation and its
 * quantity; a rental line (#61) says its days after its label and counts machines.
 */
export function lineText(
  line: Pick<SentLine, 'label' | 'quantity' | 'unit' | 'startDate' | 'endDate' | 'halfDay'>,
  words: LineWords,
  intl: string,
): { designation: string; quantity: string } {
  const { startDate: first, endDate: last, halfDay } = line
  if (!first || !last)
    return { designation: line.label, quantity: quantityText(line, words.quantities, intl) }
  const days = countText(words.quantities.jour, dayNumber(last) - dayNumber(first) + 1, intl)
  const period = halfDay
    ? words.rentalHalfDay(formatDay(first, intl), words.halfDays[halfDay])
    : words.rentalPeriod(formatDay(first, intl), formatDay(last, intl), days)
  return {
    designation: `${line.label} — ${period}`,
    quantity: countText(words.machines, line.quantity, intl),
  }
}
