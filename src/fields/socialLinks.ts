import type { GroupField } from 'payload'

import { safeLink } from './safeLink'

/** The facebook / linkedin / twitter links of the contact and footer sections. */
export function socialLinksField(): GroupField {
  return {
    name: 'socialLinks',
    type: 'group',
    label: 'Réseaux sociaux',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'facebook', type: 'text', label: 'Facebook', validate: safeLink() },
          { name: 'linkedin', type: 'text', label: 'LinkedIn', validate: safeLink() },
          { name: 'twitter', type: 'text', label: 'Twitter', validate: safeLink() },
        ],
      },
    ],
  }
}
