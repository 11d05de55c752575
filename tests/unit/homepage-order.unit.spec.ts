// features: departments
import { describe, expect, it } from 'vitest'

import {
  type HomepageDisplayRow,
  moveAmongVisible,
  renumber,
} from '@/features/departments/admin/homepageOrder'

const row = (id: string, order: number, show = true): HomepageDisplayRow => ({
  id,
  name: id,
  isActive: true,
  show,
  featured: false,
  title: id,
  description: '',
  order,
})
const ids = (rows: HomepageDisplayRow[]) => rows.map((r) => `${r.id}${r.order}`).join(' ')

describe('homepage order of departments (back office §2)', () => {
  it('renumbers visible departments from 1, hidden ones after them', () => {
    expect(ids(renumber([row('a', 7), row('b', 3, false), row('c', 4), row('d', 10)]))).toBe(
      'c1 a2 d3 b4',
    )
  })

  it('moves a department among the visible ones only, skipping hidden ones', () => {
    const rows = [row('a', 1), row('b', 2, false), row('c', 3)]
    expect(ids(moveAmongVisible(rows, 'c', -1))).toBe('c1 a2 b3')
    expect(ids(moveAmongVisible(rows, 'a', 1))).toBe('c1 a2 b3')
  })

  it('leaves the order as it is at the ends, for hidden or unknown departments', () => {
    const rows = [row('a', 1), row('b', 2)]
    expect(ids(moveAmongVisible(rows, 'a', -1))).toBe('a1 b2')
    expect(ids(moveAmongVisible(rows, 'b', 1))).toBe('a1 b2')
    expect(ids(moveAmongVisible([row('a', 1), row('h', 2, false)], 'h', -1))).toBe('a1 h2')
  })
})
