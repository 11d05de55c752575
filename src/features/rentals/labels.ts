// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
/**
 * The rentals' enumerations and their French names in the back office (#61): a unit's state, a
 * reservation's status, how the machine reaches the customer.
 */
import type { HalfDay } from '@/lib/labels'

export const UNIT_STATES = ['in-service', 'maintenance', 'out-of-service', 'sold'] as const
export type UnitState = (typeof UNIT_STATES)[number]
export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  'in-service': 'En service',
  maintenance: 'En maintenance',
  'out-of-service': 'Hors service',
  sold: 'Vendue',
}

export const RESERVATION_STATUSES = [
  'option',
  'confirmed',
  'out',
  'returned',
  'closed',
  'cancelled',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  option: 'Option',
  confirmed: 'Confirmée',
  out: 'Sortie',
  returned: 'Retournée',
  closed: 'Clôturée',
  cancelled: 'Annulée',
}

/** What holds units: an option until it expires, a confirmed reservation, a machine out. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['option', 'confirmed', 'out']

export const DELIVERY_MODES = ['yard', 'site'] as const
export const DELIVERY_MODE_LABELS: Record<(typeof DELIVERY_MODES)[number], string> = {
  yard: 'Retrait au dépôt',
  site: 'Livraison sur chantier',
}

export const HALF_DAY_LABELS: Record<HalfDay, string> = {
  morning: 'Matin',
  afternoon: 'Après-midi',
}

/** An option with no date of its own holds its units this many days. */
export const OPTION_DAYS = 7
/** The longest reservation, in days: a longer rental is several reservations. */
export const RESERVATION_MAX_DAYS = 366
/** The most units of one machine a reservation's line asks for. */
export const RESERVATION_LINE_MAX = 100
/** A machine's preparation days around each rental, when the team set none. */
export const DEFAULT_BUFFER_BEFORE = 0
export const DEFAULT_BUFFER_AFTER = 1
