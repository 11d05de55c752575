import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionSlug, Field, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { frenchOnly } from '@/i18n/frenchOnly'
import { redirectable, redirectKey } from '@/lib/redirectPaths'
import { departmentsSlug, equipmentSlug, pagesSlug, projectsSlug, redirectsSlug } from '@/lib/slugs'

const { afterChange, afterDelete } = revalidateCollection(redirectsSlug)

/** The address redirected, stored in one spelling (src/lib/redirectPaths.ts), once. */
const validFrom: TextFieldSingleValidation = async (value, options) => {
  const valid = text(value, options)
  if (valid !== true) return valid
  const key = redirectKey(value ?? '')
  if (!key || !redirectable(key)) return frenchOnly.validation.redirectFrom
  const { id, req } = options
  const { totalDocs } = await req.payload.count({
    collection: redirectsSlug,
    where: { and: [{ from: { equals: key } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    overrideAccess: true,
    req,
  })
  return totalDocs ? frenchOnly.validation.redirectTaken(key) : true
}

/** Another address of the site, or of another site; never the address it redirects. */
const validUrl: TextFieldSingleValidation = (value, options) => {
  if (options.siblingData && (options.siblingData as { type?: string }).type !== 'custom')
    return true
  const valid = text(value, options)
  if (valid !== true) return valid
  const url = (value ?? '').trim()
  // a path of this site (never `//` or `/\`: another site for a browser), or a full address
  if (!/^(\/(?![/\\])|https?:\/\/)[^\s\\]*$/i.test(url)) return frenchOnly.validation.redirectTo
  const from = redirectKey(String((options.data as { from?: unknown }).from ?? ''))
  return url.startsWith('/') && redirectKey(url) === from
    ? frenchOnly.validation.redirectToItself
    : true
}

const keyOf = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? (redirectKey(value) ?? value) : value

function frenchFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from')
      return {
        ...(field as TextField),
        validate: validFrom,
        hooks: { beforeValidate: [keyOf] },
        admin: {
          description:
            'L’adresse qui ne sert plus : une page de ce site (/equipements/ancien-nom) ou de l’ancien site (/nos-services.html, ou son adresse complète).',
        },
      } as TextField
    // the list's columns read « Destination > Vers », never the field's name « to »
    if (field.name === 'to' && field.type === 'group')
      return {
        ...field,
        label: 'Destination',
        fields: field.fields.map((inner) => {
          if (!('name' in inner)) return inner
          if (inner.name === 'url')
            return { ...inner, label: 'Adresse', validate: validUrl } as TextField
          if (inner.name === 'reference') return { ...inner, label: 'Page du site' }
          if (inner.name === 'type' && inner.type === 'radio')
            return {
              ...inner,
              label: 'Vers',
              options: [
                { label: 'Une page du site', value: 'reference' },
                { label: 'Une autre adresse', value: 'custom' },
              ],
            }
          return inner
        }),
      }
    if (field.name === 'type' && field.type === 'select')
      return {
        ...field,
        defaultValue: '301',
        options: [
          { label: 'Définitive (301)', value: '301' },
          { label: 'Temporaire (302)', value: '302' },
        ],
      }
    return field
  })
}

/**
 * Payload's redirects plugin: the « Redirections » an administrator keeps by hand (the previous
 * site's addresses among them), beside those a renamed machine, department or page leaves
 * (src/platform/fields/addressRedirects.ts). The edge answers them from memory (src/platform/frontServer/redirects.ts).
 */
export const siteRedirects = redirectsPlugin({
  collections: [equipmentSlug, departmentsSlug, pagesSlug, projectsSlug] as CollectionSlug[],
  redirectTypes: ['301', '302'],
  overrides: {
    // singular labels are masculine: the admin's messages say « … créé avec succès »
    labels: { singular: 'Renvoi d’adresse', plural: 'Redirections' },
    admin: {
      group: 'Contenu',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'type', 'updatedAt'],
      description:
        'Une ancienne adresse menée vers une page du site ou une autre adresse. Les adresses qu’un équipement, un département, une page ou un projet renommés avaient s’ajoutent d’elles-mêmes.',
    },
    access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
    hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
    fields: ({ defaultFields }) => frenchFields(defaultFields),
  },
})
