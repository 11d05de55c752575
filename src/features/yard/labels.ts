// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
/**
 * The yard's words and constants (#62): a check-out (« Sortie ») and a return (« Retour »), the
 * fuel gauge, what the team checks on each machine, how an early return is priced.
 */
import type { EquipmentCategory } from '@/lib/labels'

export const HANDOVER_KINDS = ['out', 'return'] as const
export type HandoverKind = (typeof HANDOVER_KINDS)[number]
export const HANDOVER_KIND_LABELS: Record<HandoverKind, string> = {
  out: 'Sortie',
  return: 'Retour',
}

export const FUEL_LEVELS = ['0', '1/4', '1/2', '3/4', '4/4'] as const
export type FuelLevel = (typeof FUEL_LEVELS)[number]
export const FUEL_LEVEL_LABELS: Record<FuelLevel, string> = {
  '0': 'Vide',
  '1/4': '1/4',
  '1/2': '1/2',
  '3/4': '3/4',
  '4/4': 'Plein',
}

/** What the yard checks on a machine of a category the settings give no list for. */
export const DEFAULT_CHECKLIST: readonly string[] = [
  'Carrosserie et vitres sans dégât nouveau',
  'Pneus ou chenilles en bon état',
  'Niveaux (huile, liquide de refroidissement, hydraulique)',
  'Feux et avertisseurs',
  'Propreté',
]

/** The settings' lists by category, each as typed; a category not listed gets the default. */
export type YardChecklists = { category?: EquipmentCategory | null; items?: string[] | null }[]

export const EARLY_RETURN_RULES = ['keep', 'refund'] as const
export type EarlyReturnRule = (typeof EARLY_RETURN_RULES)[number]
export const EARLY_RETURN_RULE_LABELS: Record<EarlyReturnRule, string> = {
  keep: 'Les jours réservés restent dus',
  refund: 'Les jours non utilisés sont déduits',
}
export const DEFAULT_EARLY_RETURN: EarlyReturnRule = 'keep'

/** The most photos one check-out or return keeps, and the longest side of each (px). */
export const HANDOVER_PHOTOS_MAX = 12
export const YARD_PHOTO_MAX_SIDE = 1280
/** The most damage lines of one return, and the highest amount of one (FCFA). */
export const DAMAGES_MAX = 20
export const DAMAGE_AMOUNT_MAX = 100_000_000

/** A deposit's movements (#62): received from the customer, given back after the return. */
export const DEPOSIT_KINDS = ['received', 'refunded'] as const
export type DepositKind = (typeof DEPOSIT_KINDS)[number]
export const DEPOSIT_KIND_LABELS: Record<DepositKind, string> = {
  received: 'Caution reçue',
  refunded: 'Caution remboursée',
}

/** How money changes hands; mobile money and cheques carry their reference. */
export const PAYMENT_MEANS = ['cash', 'transfer', 'cheque', 'mobile-money'] as const
export type PaymentMeans = (typeof PAYMENT_MEANS)[number]
export const PAYMENT_MEANS_LABELS: Record<PaymentMeans, string> = {
  cash: 'Espèces',
  transfer: 'Virement',
  cheque: 'Chèque',
  'mobile-money': 'Mobile money',
}
export const MEANS_WITH_REFERENCE: readonly PaymentMeans[] = ['cheque', 'mobile-money', 'transfer']

/** The largest deposit movement (FCFA). */
export const DEPOSIT_AMOUNT_MAX = 1_000_000_000

/** The settings' deposit by category; a machine's own deposit comes first. */
export type YardDeposits = { category?: EquipmentCategory | null; amount?: number | null }[]
