import type { Field, Validate } from 'payload'
import { number } from 'payload/shared'

import { frenchOnly } from '@/i18n/frenchOnly'
import { isForRent, isForSale } from '@/lib/offers'
import { priceCell } from './listCells'

type Offers = { forRent?: boolean | null; forSale?: boolean | null }

/** A price that the chosen offer needs: required (and checked as a number) only then. */
const priceFor =
  (offered: (offers: Offers) => boolean, message: string): Validate =>
  (value, options) => {
    const offers = (options as { siblingData?: Offers }).siblingData ?? {}
    if (!offered(offers)) return true
    if (value === null || value === undefined || value === '') return message
    return number(value, options as Parameters<typeof number>[1])
  }

const atLeastOneOffer: Validate = (value, options) => {
  const offers = (options as { siblingData?: Offers }).siblingData ?? {}
  return isForRent(offers) || value === true ? true : frenchOnly.validation.offerRequired
}

/**
 * A week's or a month's rate: cheaper than its days, optional (without it the machine rents at
 * that many days, src/lib/rentalRates.ts), shown with the rental only.
 */
const periodPrice = (name: string, label: string): Field => ({
  name,
  type: 'number',
  label,
  min: 0,
  max: 1e12,
  admin: {
    condition: (_, siblingData) => isForRent(siblingData ?? {}),
    description: 'Vide : le prix par jour multiplié par le nombre de jours.',
  },
})

/**
 * The equipment's offers (Location & Vente): for rent at a daily price (and a weekly and a monthly one), for sale at a
 * price, or both, at least one; the admin shows only the prices of the chosen offers.
 */
export const offerFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'forRent', type: 'checkbox', label: 'À louer', defaultValue: true },
      {
        name: 'forSale',
        type: 'checkbox',
        label: 'À vendre',
        defaultValue: false,
        validate: atLeastOneOffer,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      priceCell({
        name: 'price',
        type: 'number',
        label: 'Prix par jour (FCFA)',
        min: 0,
        max: 1e12,
        validate: priceFor(isForRent, frenchOnly.validation.rentPriceRequired),
        admin: { condition: (_, siblingData) => isForRent(siblingData ?? {}) },
      }),
      {
        name: 'halfDayPrice',
        type: 'number',
        label: 'Prix par demi-journée (FCFA)',
        min: 0,
        max: 1e12,
        admin: {
          condition: (_, siblingData) => isForRent(siblingData ?? {}),
          description: 'Vide : la machine ne se loue pas à la demi-journée.',
        },
      },
      periodPrice('weeklyPrice', 'Prix par semaine (FCFA)'),
      periodPrice('monthlyPrice', 'Prix par mois (FCFA)'),
      priceCell({
        name: 'salePrice',
        type: 'number',
        label: 'Prix de vente (FCFA)',
        min: 0,
        max: 1e15,
        validate: priceFor(isForSale, frenchOnly.validation.salePriceRequired),
        admin: { condition: (_, siblingData) => isForSale(siblingData ?? {}) },
      }),
    ],
  },
]
