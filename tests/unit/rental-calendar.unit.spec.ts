// features: rentals
import { describe, expect, it } from 'vitest'

import { addMonths, fewestFree, lastDayOf, monthOf, monthWeeks } from '@/features/rentals/calendar'

describe('the rental dates’ calendar (#61)', () => {
  it('lays a month out Monday first, with the days of the months around it empty', () => {
    // December 2026 begins on a Tuesday and ends on a Thursday
    const weeks = monthWeeks('2026-12-01')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, ...Array.from({ length: 6 }, (_, i) => `2026-12-0${i + 1}`)])
    expect(weeks[4]).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ])
    // February 2027 fills four whole weeks from a Monday
    expect(monthWeeks('2027-02-01').flat().filter(Boolean)).toHaveLength(28)
    expect(monthWeeks('2027-02-01')).toHaveLength(4)
  })

  it('moves by months across the years, and knows a month’s last day', () => {
    expect(monthOf('2026-12-17')).toBe('2026-12-01')
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01')
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01')
    expect(addMonths('2026-01-01', 25)).toBe('2028-02-01')
    expect(lastDayOf('2028-02-01')).toBe('2028-02-29')
    expect(lastDayOf('2027-02-01')).toBe('2027-02-28')
  })

  it('counts the fewest units free over a period, or says it does not know', () => {
    const free = new Map([
      ['2026-12-08', 3],
      ['2026-12-09', 1],
      ['2026-12-10', 2],
    ])
    expect(fewestFree(free, '2026-12-08', '2026-12-10')).toBe(1)
    expect(fewestFree(free, '2026-12-10', '2026-12-10')).toBe(2)
    expect(fewestFree(free, '2026-12-09', '2026-12-11')).toBeNull()
  })
})
