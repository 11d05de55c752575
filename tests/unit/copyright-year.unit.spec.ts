// features: site
import { describe, expect, it } from 'vitest'

import { copyrightThrough } from '@/features/site/copyright'
import { footerDefaults } from '@/features/home/Footer/defaults'

describe('the footer’s copyright line follows the calendar', () => {
  it('the spec’s « © 2024 » default reads up to the current year, its first year kept', () => {
    expect(copyrightThrough(String(footerDefaults.copyrightText), 2026)).toBe(
      '© 2024–2026 BK Multiservices. Tous droits réservés.',
    )
  })

  it.each([
    ['© 2026 BK. Tous droits réservés.', '© 2026 BK. Tous droits réservés.'],
    ['© 2020-2026 BK', '© 2020-2026 BK'],
    ['© 2019 – 2025 BK', '© 2019 – 2025 BK'],
    ['©2023 BK', '©2023–2026 BK'],
    ['Tous droits réservés, 2024', 'Tous droits réservés, 2024'],
    ['© 20245 BK', '© 20245 BK'],
    ['', ''],
  ])('%j → %j in 2026', (stored, shown) => {
    expect(copyrightThrough(stored, 2026)).toBe(shown)
  })
})
