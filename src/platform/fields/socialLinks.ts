import type { ArrayField, Field, GroupField } from 'payload'

import { SOCIAL_PLATFORMS } from '@/lib/labels'

import { rowLabelFrom } from './rowLabel'
import { safeLink } from './safeLink'
import { selectField } from './select'

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

/**
 * The list of networks of the top bar and the maintenance page: a platform and its address a
 * row, plus what a screen adds (`row`: beside them; `after`: under them).
 */
export function socialMediaField(extra: { row?: Field[]; after?: Field[] } = {}): ArrayField {
  return {
    name: 'socialMedia',
    type: 'array',
    label: 'Réseaux sociaux',
    labels: { singular: 'Réseau', plural: 'Réseaux' },
    admin: rowLabelFrom('platform', 'Réseau'),
    fields: [
      {
        type: 'row',
        fields: [
          { ...selectField('platform', 'Plateforme', SOCIAL_PLATFORMS), required: true },
          { name: 'url', type: 'text', label: 'URL', validate: safeLink() },
          ...(extra.row ?? []),
        ],
      },
      ...(extra.after ?? []),
    ],
  }
}
