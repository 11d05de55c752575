import { describe, expect, it } from 'vitest'

import { formatPrice, formatPricePerDay } from '@/lib/format'

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
    expect(formatPricePerDay(1234567)).toBe('1\u202f234\u202f567\u00a0F\u202fCFA/jour')
    expect(formatPrice(0)).toBe('0\u00a0F\u202fCFA')
  })

  it('gives Intl’s text for every amount a price can hold, rounding half away from zero', () => {
    const amounts = [0, 0.4, 0.5, 1.5, 2.5, 999.5, 12.49, 850, 1000, 85000, 1e15, 2 ** 53 + 2, 1e21]
    // a fixed spread of whole and half amounts over 1 to 10¹² (no random seed to chase)
    for (let i = 1; i < 4000; i++)
      amounts.push(Math.floor((i * 7919) ** 1.7 % 1e12) / (i % 3 ? 1 : 2))
    for (const amount of amounts)
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount))
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-1500)).toBe(intl.format(-1500))
    expect(formatPrice(-2.5)).toBe(intl.format(-2.5))
  })
})
