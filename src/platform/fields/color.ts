import type { TextField } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

/** A colour as #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

export function colorField(name: string, label: string): TextField {
  return {
    name,
    type: 'text',
    label,
    validate: (value: string | null | undefined) =>
      !value || HEX_COLOR.test(value) ? true : frenchOnly.validation.hexColor,
    admin: {
      description: 'Couleur hexadécimale, par exemple #1e40af.',
      components: { Cell: '/admin/Cells/ColorCell#ColorCell' },
    },
  }
}
