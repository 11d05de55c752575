import {
  slugField as payloadSlugField,
  type CheckboxField,
  type FieldHook,
  type RowField,
  type TextField,
  type TextFieldSingleValidation,
  type CollectionSlug,
} from 'payload'
import { text } from 'payload/shared'

import { frenchOnly } from '@/i18n/frenchOnly'
import { NAME_MAX_LENGTH } from '@/lib/constants'
import { slugify } from '@/lib/format'

import { inDefaultLanguage, slugOfAnotherItem } from './localizedSlugs'

const slugOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? slugify(value) : undefined

/**
 * Each language has its address (#45): the French one is made from the French name, as before;
 * another language's is the one typed (or made with « Générer » from its name), and left empty it
 * reads the French one. Payload's hook that makes it from the name runs on a save in the default
 * language only, so an English name never moves the French address.
 */
function frenchNamesOnly(generate: CheckboxField): CheckboxField {
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
 * kept, slugified; one left empty is derived from `source`, on update too, as before. A save in
 * another language that leaves it out keeps it. `shared`: one address for every language (a
 * department's is the spec's short id, /departement/btp and /en/departments/btp).
 */
export function slugField(
  source: string,
  {
    reserved,
    pathOf = (slug) => `/${slug}`,
    shared = false,
  }: {
    /** Whether the site's own page holds the slug's address (or which address it holds). */
    reserved?: (slug: string) => boolean | string
    pathOf?: (slug: string) => string
    shared?: boolean
  } = {},
): RowField {
  const deriveSlug: FieldHook = ({ value, siblingData, originalDoc, req }) =>
    inDefaultLanguage(req)
      ? (slugOf(value) ?? slugOf(siblingData?.[source] ?? originalDoc?.[source]) ?? value)
      : value === undefined
        ? undefined
        : (slugOf(value) ?? (shared ? value : null))

  /**
   * One item per address, in every language (an English address is also where the French one is
   * looked for, and the other way round: src/platform/data/itemSlugs.ts): the editor is told which item
   * holds it, or that the site's own page does (`reserved`). An item in the trash holds no French
   * address (src/platform/fields/trashedSlug.ts) but keeps another language's: the editor is told so.
   */
  const uniqueSlug: TextFieldSingleValidation = async (value, options) => {
    const valid = text(value, options)
    const { collectionSlug, id, req } = options
    if (valid !== true || typeof value !== 'string' || !value || !collectionSlug) return valid
    const taken = reserved?.(value)
    if (taken) return frenchOnly.validation.slugReserved(taken === true ? pathOf(value) : taken)
    const { docs } = await req.payload.find({
      collection: collectionSlug as CollectionSlug,
      where: slugOfAnotherItem(req, collectionSlug as CollectionSlug, value, id || undefined),
      limit: 1,
      depth: 0,
      overrideAccess: true,
      trash: true,
      req,
    })
    const holder = docs[0] as unknown as Record<string, unknown> | undefined
    if (!holder) return true
    const title = String(holder[source] ?? holder.id)
    return holder.deletedAt
      ? frenchOnly.validation.slugTakenInTrash(value, title)
      : frenchOnly.validation.slugTaken(value, title)
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
        localized: !shared,
        maxLength: NAME_MAX_LENGTH,
        admin: {
          ...slug.admin,
          components: {
            ...slug.admin?.components,
            Field: {
              path: '/admin/Slug/LanguageSlugField.client#LanguageSlugField',
              clientProps: { useAsSlug: source, shared },
            },
          },
        },
        hooks: { ...slug.hooks, beforeValidate: [deriveSlug] },
        validate: uniqueSlug,
      }
      return { ...row, fields: [frenchNamesOnly(generate as CheckboxField), site] }
    },
  })
}
