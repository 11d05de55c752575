import type { GroupField } from 'payload'

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
          { name: 'facebook', type: 'text', label: 'Facebook' },
          { name: 'linkedin', type: 'text', label: 'LinkedIn' },
          { name: 'twitter', type: 'text', label: 'Twitter' },
        ],
      },
    ],
  }
}
