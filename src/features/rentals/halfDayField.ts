// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { SelectField } from 'payload'

import { HALF_DAYS } from '@/lib/labels'
import { selectField } from '@/platform/fields/select'

import { HALF_DAY_LABELS } from './labels'

/**
 * A rental's half day (#61), beside its two days: shown when they are one day (or while it is
 * set); empty for the whole day. A reservation and a quote's rental line take the same.
 */
export const halfDayField = (): SelectField => ({
  ...selectField('halfDay', 'Demi-journée', HALF_DAYS, HALF_DAY_LABELS),
  admin: {
    description:
      'Un seul jour, pour une machine qui a un prix par demi-journée. Vide : la journée entière.',
    // shown while it holds a value too: dates moved apart leave it in view, with its refusal
    condition: (_, siblings) =>
      Boolean(siblings?.halfDay) ||
      (Boolean(siblings?.startDate) && siblings?.startDate === siblings?.endDate),
  },
})
