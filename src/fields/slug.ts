import type { FieldHook, TextField } from 'payload'

import { NAME_MAX_LENGTH } from '@/lib/constants'
import { slugify } from '@/lib/format'

/** Unique slug derived from another field when left empty; kept as typed otherwise. */
export function slugField(source: string): TextField {
  const deriveSlug: FieldHook = ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const from = siblingData?.[source]
    return typeof from === 'string' && from.trim() ? slugify(from) : value
  }
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug (URL)',
    unique: true,
    index: true,
    maxLength: NAME_MAX_LENGTH,
    admin: {
      position: 'sidebar',
      description: 'Généré à partir du nom si laissé vide.',
    },
    hooks: { beforeValidate: [deriveSlug] },
  }
}
