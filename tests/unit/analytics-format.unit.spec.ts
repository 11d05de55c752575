// features: analytics
import { describe, expect, it } from 'vitest'

import {
  formatChange,
  formatCount,
  formatDurationMinutes,
  formatPercent,
  formatRevenueMillions,
  formatUpdateTime,
  shareOf,
} from '@/features/analytics/admin/analyticsFormat'

// French formatting separates with no-break spaces: compare with plain ones
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('analytics figures in French', () => {
  it('shows revenue in millions of FCFA with one decimal', () => {
    expect(plain(formatRevenueMillions(9_600_000))).toBe('9,6 M FCFA')
    expect(plain(formatRevenueMillions(24_740_000))).toBe('24,7 M FCFA')
    expect(plain(formatRevenueMillions(1_234_560_000))).toBe('1 234,6 M FCFA')
    expect(plain(formatRevenueMillions(0))).toBe('0,0 M FCFA')
  })

  it('shows the average duration in minutes', () => {
    expect(plain(formatDurationMinutes(90))).toBe('1,5 min')
    expect(plain(formatDurationMinutes(120))).toBe('2 min')
    expect(plain(formatDurationMinutes(0))).toBe('0 min')
  })

  it('signs a change and tells its direction', () => {
    expect(formatChange(12.5)).toEqual({
      text: expect.stringMatching(/^\+12,5\s%$/),
      direction: 'up',
    })
    expect(formatChange(-3)).toEqual({ text: expect.stringMatching(/^-3\s%$/), direction: 'down' })
    expect(formatChange(0)).toEqual({ text: expect.stringMatching(/^0\s%$/), direction: 'flat' })
    // what rounds to 0,0 is no change
    expect(formatChange(-0.04).direction).toBe('flat')
  })

  it('writes counts, rates and shares', () => {
    expect(plain(formatCount(12_345))).toBe('12 345')
    expect(plain(formatPercent(42.857))).toBe('42,9 %')
    expect(shareOf(1, 4)).toBe(25)
    expect(shareOf(3, 0)).toBe(0)
  })

  it('dates the last update at Niamey time', () => {
    expect(plain(formatUpdateTime('2026-11-21T13:05:09.000Z'))).toBe('21 novembre 2026 à 14:05:09')
  })
})
