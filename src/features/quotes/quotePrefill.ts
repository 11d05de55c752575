'use client'

import { scrollToAnchor } from '@/ui/useAnchorNavigation'
import type { ChosenUnit, QuoteChoice } from '@/platform/forms/quoteRequest'
import type { QUOTE_SERVICES } from '@/lib/labels'
import type { ClientText } from '@/i18n/site/fr'
import { fill } from '@/i18n/site/template'
import { homePath, localeOfPath } from '@/lib/localePaths'

export type QuotePrefill = {
  subject?: string
  service?: (typeof QUOTE_SERVICES)[number]
  /** The machine of the fleet the visitor chose, sent with the request as data (#59). */
  choice?: QuoteChoice
}

const STORAGE_KEY = 'bk-quote-prefill'
export const QUOTE_PREFILL_EVENT = 'bk:quote-prefill'
const CONTACT_ANCHOR = 'contact'

/**
 * 'Demander un devis' anywhere on the site: the home page's quote form opens with the
 * equipment or service filled in. Kept in sessionStorage so it survives going to the home page
 * (of the page's language).
 */
export function requestQuote(prefill: QuotePrefill): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(prefill))
  const home = homePath(localeOfPath(window.location.pathname))
  if (window.location.pathname === home && document.getElementById(CONTACT_ANCHOR)) {
    window.dispatchEvent(new CustomEvent(QUOTE_PREFILL_EVENT))
    scrollToAnchor(CONTACT_ANCHOR, home)
    return
  }
  window.location.assign(`${home}#${CONTACT_ANCHOR}`)
}

/** The pending prefill, consumed once by the quote form. */
export function takeQuotePrefill(): QuotePrefill | null {
  const stored = window.sessionStorage.getItem(STORAGE_KEY)
  if (!stored) return null
  window.sessionStorage.removeItem(STORAGE_KEY)
  try {
    return JSON.parse(stored) as QuotePrefill
  } catch {
    return null
  }
}

/** A machine of the fleet (its id a row's): the site's featured list has items that are not. */
const FLEET_ID = /^\d{1,9}$/

/**
 * « Demander un devis » / « Contacter » on a machine: the quote form opens with the machine and
 * the offer, « Location » or « Achat » (a machine offered both ways: renting unless `offer` says),
 * and, for a machine of the fleet, the machine itself as the request's choice: a day of rental
 * (or `unit`, the calculator's period), the `dates` picked with how many machines (#61), or one
 * to buy.
 */
export function requestEquipmentQuote(
  equipment: {
    id: string
    name: string
    forRent: boolean
    forSale: boolean
    price?: number | null
    weeklyPrice?: number | null
    monthlyPrice?: number | null
    salePrice?: number | null
  },
  words: ClientText['equipment'],
  offer?: 'rent' | 'sale',
  unit?: ChosenUnit,
  dates?: { startDate: string; endDate: string; quantity: number },
): void {
  const chosen = offer ?? (equipment.forRent ? 'rent' : 'sale')
  const { id, name, price, weeklyPrice, monthlyPrice, salePrice } = equipment
  requestQuote({
    subject: fill(words.quoteSubject, {
      name,
      offer: chosen === 'sale' ? words.buy : words.rent,
    }),
    service: chosen === 'sale' ? 'vente' : 'location',
    choice: FLEET_ID.test(id)
      ? {
          machine: id,
          name,
          unit: chosen === 'sale' ? 'unite' : (unit ?? 'jour'),
          quantity: dates?.quantity ?? 1,
          startDate: dates?.startDate ?? '',
          endDate: dates?.endDate ?? '',
          prices: { price, weeklyPrice, monthlyPrice, salePrice },
        }
      : undefined,
  })
}
