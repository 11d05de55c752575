// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { TextField } from 'payload'

import { isCalendarDay } from '@/lib/days'

/**
 * A whole day in the company's time zone, written `YYYY-MM-DD` as the REST answers carry it:
 * no hour, so no day moves with a browser's clock; the back office picks it with the browser's
 * date input (admin/DayInput.client.tsx).
 */
export const calendarDayField = (name: string, label: string, required = true): TextField => ({
  name,
  type: 'text',
  label,
  required,
  maxLength: 10,
  index: true,
  admin: { components: { Field: '/features/rentals/admin/DayInput.client#DayInput' } },
  validate: (value: unknown) => {
    if (value === null || value === undefined || value === '')
      return required ? 'Indiquez la date (AAAA-MM-JJ).' : true
    return isCalendarDay(value) ? true : 'Une date qui existe, au format AAAA-MM-JJ (2026-12-08).'
  },
})
