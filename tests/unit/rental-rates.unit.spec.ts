// features: rentals, equipment, quotes
import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/site/en'
import { fr } from '@/i18n/site/fr'
import { rentalConditionLines } from '@/i18n/site/rentalTerms'
import { priceLines } from '@/lib/offers'
import { machineUnitPrice, quoteTotals } from '@/lib/quoteAmounts'
import { bestPeriodPrice, machineRates, periodRate } from '@/lib/rentalRates'
import { RENTAL_CONDITIONS } from '@/lib/quoteTerms'
import { rentalPrice } from '@/features/home/QuoteCalculator/rentalPrice'

const bulldozer = { price: 95_000, weeklyPrice: 580_000, monthlyPrice: 2_100_000 }

describe('one price list: the calculator, the machine’s page and the quote lines (#59)', () => {
  it('prices a week and a month at the machine’s own rates, not its days', () => {
    expect(machineUnitPrice(bulldozer, 'jour')).toBe(95_000)
    expect(machineUnitPrice(bulldozer, 'semaine')).toBe(580_000)
    expect(machineUnitPrice(bulldozer, 'mois')).toBe(2_100_000)
    expect(rentalPrice([{ id: 'row', ...machineRates(bulldozer) }], 'row', 'weekly')).toBe(580_000)
    expect(priceLines(bulldozer, fr.client.equipment, fr.meta.intl, { periods: true })).toEqual([
      { kind: 'rent', label: 'Location', text: '95\u202f000\u00a0F\u202fCFA/jour' },
      { kind: 'week', label: 'Location', text: '580\u202f000\u00a0F\u202fCFA/semaine' },
      { kind: 'month', label: 'Location', text: '2\u202f100\u202f000\u00a0F\u202fCFA/mois' },
    ])
  })

  it('counts a week or a month in days where the team set no rate for it, and nothing without a day', () => {
    expect(periodRate({ daily: 20_000 }, 'weekly')).toBe(140_000)
    expect(periodRate({ daily: 20_000 }, 'monthly')).toBe(600_000)
    expect(periodRate({ daily: null, weekly: 1 }, 'daily')).toBeNull()
    expect(machineUnitPrice({ price: null }, 'semaine')).toBeNull()
    expect(machineUnitPrice({ price: 1, salePrice: 9 }, 'unite')).toBe(9)
    expect(machineUnitPrice({ price: 1 }, 'forfait')).toBeNull()
    // the spec's calculator: an unknown row or duration gives 0
    expect(rentalPrice([{ id: 'row', daily: 1 }], 'other', 'weekly')).toBe(0)
    expect(rentalPrice([{ id: 'row', daily: 1 }], 'row', 'yearly')).toBe(0)
    // a card shows the day only
    expect(priceLines(bulldozer, en.client.equipment, en.meta.intl)).toEqual([
      { kind: 'rent', label: 'Rental', text: '95,000 FCFA/day' },
    ])
  })

  it('states the taxes from the quotes’ VAT rate, then the settings’ lines, in each language', () => {
    expect(rentalConditionLines({ quoteVatRate: 19 }, fr.rentalTerms, fr.meta.intl)).toEqual([
      'Prix hors taxes : TVA de 19 % en sus',
      ...RENTAL_CONDITIONS,
    ])
    expect(
      rentalConditionLines(
        { quoteVatRate: 18.5, rentalConditions: [' Fuel not included ', ''] },
        en.rentalTerms,
        en.meta.intl,
      ),
    ).toEqual(['Prices exclude tax: 18.5% VAT added', 'Fuel not included'])
    expect(
      rentalConditionLines({ quoteVatRate: 0, rentalConditions: [] }, fr.rentalTerms, 'fr-FR'),
    ).toEqual(['Prix sans TVA'])
    // what the calculator adds to its estimate is the quote's own count
    expect(quoteTotals([{ quantity: 1, unitPrice: 580_000 }], 19)).toEqual({
      totalHT: 580_000,
      vat: 110_200,
      totalTTC: 690_200,
    })
  })

  it('prices a period of days with months, weeks and days at their best for the customer (#61)', () => {
    const rates = machineRates(bulldozer)
    expect(bestPeriodPrice(rates, 1)).toEqual({ months: 0, weeks: 0, days: 1, total: 95_000 })
    // 10 days: a week and three days, not ten days
    expect(bestPeriodPrice(rates, 10)).toEqual({ months: 0, weeks: 1, days: 3, total: 865_000 })
    expect(bestPeriodPrice(rates, 6)).toEqual({ months: 0, weeks: 0, days: 6, total: 570_000 })
    // where six days cost more than the week, six days are a week
    expect(bestPeriodPrice({ daily: 100_000, weekly: 500_000 }, 6)).toEqual({
      months: 0,
      weeks: 1,
      days: 0,
      total: 500_000,
    })
    // 28 days: four weeks (2,320,000) cost more than the month
    expect(bestPeriodPrice(rates, 28)).toEqual({ months: 1, weeks: 0, days: 0, total: 2_100_000 })
    expect(bestPeriodPrice(rates, 45)).toEqual({
      months: 1,
      weeks: 2,
      days: 1,
      total: 2_100_000 + 2 * 580_000 + 95_000,
    })
    // without a week or month rate, days are days
    expect(bestPeriodPrice({ daily: 20_000 }, 10)?.total).toBe(200_000)
    expect(bestPeriodPrice({ daily: null, weekly: 1 }, 3)).toBeNull()
    expect(bestPeriodPrice(rates, 0)).toBeNull()
  })
})
