import type { TextField } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { LOGO_LETTERS_MAX } from '@/lib/constants'

/** Logo letters: at most 10 characters, stored uppercase (back office §5). */
export function logoLettersField(name: string, label: string): TextField {
  return {
    name,
    type: 'text',
    label,
    hooks: {
      beforeValidate: [
        ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      ],
    },
    validate: (value: string | null | undefined) =>
      !value || value.length <= LOGO_LETTERS_MAX ? true : frenchOnly.validation.logoLetters,
    admin: { description: '10 caractères au maximum, en majuscules.' },
  }
}
