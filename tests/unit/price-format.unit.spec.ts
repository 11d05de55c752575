// features: equipment, quotes
import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/site/en'
import { fr } from '@/i18n/site/fr'
import { countText, fill, lineText } from '@/i18n/site/template'
import { formatPrice, formatWholeNumber } from '@/lib/format'
import { priceLines } from '@/lib/offers'

// what the site showed before prices were written out by hand: the oracle
const intl = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'XOF',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

describe('price text', () => {
  it('writes « 85 000 F CFA » with fr-FR’s narrow no-break spaces', () => {
    expect(formatPrice(85000)).toBe('85\u202f000\u00a0F\u202fCFA')
    expect(priceLines({ price: 1234567 }, fr.client.equipment, fr.meta.intl)).toEqual([
      { kind: 'rent', label: 'Location', text: '1\u202f234\u202f567\u00a0F\u202fCFA/jour' },
    ])
    expect(formatPrice(0)).toBe('0\u00a0F\u202fCFA')
  })

  it('writes another language’s amounts with its own grouping (#45)', () => {
    expect(formatPrice(1234567, en.meta.intl)).toBe('1,234,567 FCFA')
    expect(formatPrice(2.5, en.meta.intl)).toBe('3 FCFA')
    expect(
      priceLines(
        { price: 85000, forSale: true, salePrice: 25_000_000 },
        en.client.equipment,
        en.meta.intl,
      ),
    ).toEqual([
      { kind: 'rent', label: 'Rental', text: '85,000 FCFA/day' },
      { kind: 'sale', label: 'Sale price', text: '25,000,000 FCFA' },
    ])
  })

  it('gives Intl’s text for every amount a price can hold, rounding half away from zero', () => {
    const amounts = [0, 0.4, 0.5, 1.5, 2.5, 999.5, 12.49, 850, 1000, 85000, 1e15, 2 ** 53 + 2, 1e21]
    // a fixed spread of whole and half amounts over 1 to 10¹² (no random seed to chase)
    for (let i = 1; i < 4000; i++)
      amounts.push(Math.floor((i * 7919) ** 1.7 % 1e12) / (i % 3 ? 1 : 2))
    for (const amount of amounts)
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount))
  })

  it('writes English amounts and counts by hand as Intl’s en-GB would (no Intl in the browser)', () => {
    const english = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
    const amounts = [0, 0.5, 1.5, 2.5, 999.5, 1000, 85000, 1e15, 2 ** 53 + 2, 1e21, -1500, -2.5]
    for (let i = 1; i < 2000; i++)
      amounts.push(Math.floor((i * 7919) ** 1.7 % 1e12) / (i % 3 ? 1 : 2))
    for (const amount of amounts) {
      expect(formatPrice(amount, 'en-GB'), String(amount)).toBe(`${english.format(amount)} FCFA`)
      expect(formatWholeNumber(amount, 'en-GB'), String(amount)).toBe(english.format(amount))
    }
  })

  it('chooses a count’s form as Intl.PluralRules does, in French and in English', () => {
    const forms = { one: '{count} one', other: '{count} other' }
    for (const intl of ['fr-FR', 'en-GB'])
      for (const count of [0, 1, 1.5, 2, 3, 21, 1000, 1234567]) {
        const category = new Intl.PluralRules(intl).select(count) as 'one' | 'other'
        expect(countText(forms, count, intl), `${intl} ${count}`).toBe(
          fill(forms[category], { count: count.toLocaleString(intl) }),
        )
      }
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500)).toBe(intl.format(-1500))
    expect(formatPrice(-2.5)).toBe(intl.format(-2.5))
  })

  it('writes a rental line with its days and its machines, in each language (#61)', () => {
    const rental = {
      label: 'Niveleuse CAT 140',
      quantity: 2,
      unit: 'forfait' as const,
      startDate: '2029-03-05',
      endDate: '2029-03-14',
    }
    expect(lineText(rental, fr.customerQuote, fr.meta.intl)).toEqual({
      designation: 'Niveleuse CAT 140 — location du 5 mars 2029 au 14 mars 2029 (10 jours)',
      quantity: '2 engins',
    })
    expect(
      lineText({ ...rental, quantity: 1, endDate: '2029-03-05' }, en.customerQuote, en.meta.intl),
    ).toEqual({
      designation: 'Niveleuse CAT 140 — rental from 5 March 2029 to 5 March 2029 (1 day)',
      quantity: '1 machine',
    })
    // any other line is its label and its quantity in its unit
    expect(
      lineText({ label: 'Transport', quantity: 3, unit: 'jour' }, fr.customerQuote, fr.meta.intl),
    ).toEqual({
      designation: 'Transport',
      quantity: '3 jours',
    })
  })
})
