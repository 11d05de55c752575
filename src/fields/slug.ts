import {
  slugField as payloadSlugField,
  type FieldHook,
  type RowField,
  type TextField,
} from 'payload'

import { NAME_MAX_LENGTH } from '@/lib/constants'
import { slugify } from '@/lib/format'

const slugOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? slugify(value) : undefined

/**
 * Payload's slug field (the admin's locked input with its « Générer » button, and its hidden
 * `generateSlug` box), with the site's slugify for French names. A slug typed through the /api is
 * kept, slugified; one left empty is derived from `source`, on update too, as before.
 */
export function slugField(source: string): RowField {
  const deriveSlug: FieldHook = ({ value, siblingData, originalDoc }) =>
    slugOf(value) ?? slugOf(siblingData?.[source] ?? originalDoc?.[source]) ?? value

  return payloadSlugField({
    useAsSlug: source,
    required: false,
    slugify: ({ valueToSlugify }) => slugOf(valueToSlugify),
    overrides: (row) => {
      const [generate, slug] = row.fields as [RowField['fields'][number], TextField]
      const site: TextField = {
        ...slug,
        label: 'Slug (URL)',
        maxLength: NAME_MAX_LENGTH,
        admin: { ...slug.admin, description: 'Généré à partir du nom si laissé vide.' },
        hooks: { ...slug.hooks, beforeValidate: [deriveSlug] },
      }
      return { ...row, fields: [generate, site] }
    },
  })
}
