/** French display of the analytics figures (back office §2 and §9). */

import { COMPANY_TIME_ZONE } from '@/lib/timeZone'

const NBSP = '\u00a0'
const oneDecimal = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const upToOneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
// the company's own clock: the same text on the server and in the browser (no hydration mismatch)
const updateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: COMPANY_TIME_ZONE,
})

/** 12 345 → "12 345" */
export function formatCount(value: number): string {
  return upToOneDecimal.format(value)
}

/** Revenue in millions of FCFA with one decimal: 2 550 000 → "2,6 M FCFA". */
export function formatRevenueMillions(value: number): string {
  return `${oneDecimal.format(value / 1_000_000)}${NBSP}M FCFA`
}

/** Seconds as minutes, at most one decimal: 90 → "1,5 min". */
export function formatDurationMinutes(seconds: number): string {
  return `${upToOneDecimal.format(seconds / 60)}${NBSP}min`
}

/** 42.86 → "42,9 %" */
export function formatPercent(value: number): string {
  return `${upToOneDecimal.format(value)}${NBSP}%`
}

export type TrendDirection = 'up' | 'down' | 'flat'

/** A change in percent, always signed: 12.5 → "+12,5 %", -3 → "-3 %", 0 → "0 %". */
export function formatChange(change: number): { text: string; direction: TrendDirection } {
  const rounded = Math.round(change * 10) / 10
  if (rounded === 0) return { text: formatPercent(0), direction: 'flat' }
  return rounded > 0
    ? { text: `+${formatPercent(rounded)}`, direction: 'up' }
    : { text: `-${formatPercent(-rounded)}`, direction: 'down' }
}

/** "21 novembre 2026 à 14:05:09" (heure de Niamey) */
export function formatUpdateTime(iso: string): string {
  return updateTime.format(new Date(iso))
}

/** Share of a total as a bar width in percent (0 when the total is 0). */
export function shareOf(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0
}
