import {
  slugField as payloadSlugField,
  type CheckboxField,
  type FieldHook,
  type PayloadRequest,
  type RowField,
  type TextField,
  type TextFieldSingleValidation,
  type CollectionSlug,
} from 'payload'
import { text } from 'payload/shared'

import { fr } from '@/i18n/fr'
import { NAME_MAX_LENGTH } from '@/lib/constants'
import { slugify } from '@/lib/format'

const slugOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? slugify(value) : undefined

/**
 * The address is shared by every language (#45): Payload's hook that makes it from the name runs
 * on a save in the default language only, so an English name never moves the French address.
 */
function frenchNamesOnly(generate: CheckboxField): CheckboxField {
  const inDefaultLanguage = (req: PayloadRequest) => {
    const { localization } = req.payload.config
    return !localization || !req.locale || req.locale === localization.defaultLocale
  }
  return {
    ...generate,
    hooks: {
      ...generate.hooks,
      beforeChange: (generate.hooks?.beforeChange ?? []).map(
        (hook): FieldHook =>
          (args) =>
            inDefaultLanguage(args.req) ? hook(args) : args.value,
      ),
    },
  }
}

/**
 * Payload's slug field (the admin's locked input with its « Générer » button, and its hidden
 * `generateSlug` box), with the site's slugify for French names. A slug typed through the /api is
 * kept, slugified; one left empty is derived from `source`, on update too, as before.
 */
export function slugField(
  source: string,
  {
    reserved,
    pathOf = (slug) => `/${slug}`,
  }: { reserved?: (slug: string) => boolean; pathOf?: (slug: string) => string } = {},
): RowField {
  const deriveSlug: FieldHook = ({ value, siblingData, originalDoc }) =>
    slugOf(value) ?? slugOf(siblingData?.[source] ?? originalDoc?.[source]) ?? value

  /**
   * One item per address: the editor is told which item holds it (an item in the trash holds
   * none), or that the site's own page does (`reserved`).
   */
  const uniqueSlug: TextFieldSingleValidation = async (value, options) => {
    const valid = text(value, options)
    const { collectionSlug, id, req } = options
    if (valid !== true || typeof value !== 'string' || !value || !collectionSlug) return valid
    if (reserved?.(value)) return fr.validation.slugReserved(pathOf(value))
    const { docs } = await req.payload.find({
      collection: collectionSlug as CollectionSlug,
      where: { and: [{ slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const holder = docs[0] as unknown as Record<string, unknown> | undefined
    return holder ? fr.validation.slugTaken(value, String(holder[source] ?? holder.id)) : true
  }

  return payloadSlugField({
    useAsSlug: source,
    required: false,
    slugify: ({ valueToSlugify }) => slugOf(valueToSlugify),
    overrides: (row) => {
      const [generate, slug] = row.fields as [RowField['fields'][number], TextField]
      const site = {
        ...(slug as TextField & { hasMany?: false }),
        label: 'Slug (URL)',
        maxLength: NAME_MAX_LENGTH,
        admin: { ...slug.admin, description: 'Généré à partir du nom si laissé vide.' },
        hooks: { ...slug.hooks, beforeValidate: [deriveSlug] },
        validate: uniqueSlug,
      }
      return { ...row, fields: [frenchNamesOnly(generate as CheckboxField), site] }
    },
  })
}
