import type { CollectionConfig, CollectionSlug, Field } from 'payload'
import { z } from 'zod'

import { collectionConfig, optionValues, shapeOf, type Describe, type Shape } from './contentSchema'
import { imageAddress, imageRef, stringList } from './schemas'

type Options = {
  /** What the legacy body sends instead of the stored value, by path: an article's HTML. */
  as?: Shape
  /** Required fields a legacy create may leave out, the route filling them (a machine's status). */
  optional?: readonly string[]
}

const upTo = (one: z.ZodType, maxRows: number | undefined) =>
  maxRows === undefined ? z.array(one) : z.array(one).max(maxRows)

/** What a legacy body sends for one field, with the field's own rules; null: not accepted. */
function inputSchema(field: Field, path: string, options: Options): z.ZodType | null {
  const given = options.as?.[path]
  if (given) return given
  switch (field.type) {
    case 'email':
      return z.string().trim()
    case 'text':
    case 'textarea': {
      if (field.type === 'text' && field.hasMany) return stringList(field.maxRows)
      let text = z.string().trim()
      if (field.minLength !== undefined) text = text.min(field.minLength)
      if (field.maxLength !== undefined) text = text.max(field.maxLength)
      return text
    }
    case 'number': {
      // Payload's number has no whole-number rule: a collection says so under `custom`
      let number = field.custom?.integer ? z.number().int() : z.number()
      if (field.min !== undefined) number = number.min(field.min)
      if (field.max !== undefined) number = number.max(field.max)
      return field.hasMany ? upTo(number, field.maxRows) : number
    }
    case 'select':
    case 'radio': {
      const one = z.enum(optionValues(field.options) as [string, ...string[]])
      return field.type === 'select' && field.hasMany ? z.array(one) : one
    }
    case 'checkbox':
      return z.boolean()
    case 'upload':
      return field.hasMany ? upTo(imageRef, field.maxRows) : imageAddress
    case 'group':
      return z.object(shapeOf(field.fields, path, writer(options, false)))
    case 'array':
      return upTo(z.object(shapeOf(field.fields, path, writer(options, true))), field.maxRows)
    default:
      // rich text, JSON, relationships, dates: no legacy body sends them as Payload stores them
      return null
  }
}

/** Each field as a legacy body sends it; `create`: the required ones must be there. */
function writer(options: Options, create: boolean): Describe {
  return (field, path) => {
    // hidden fields are the server's (an article's search text, the slug's « generate » box);
    // Payload's draft status follows the body's isActive or isPublished
    if (!('name' in field) || field.name === '_status') return {}
    if (field.admin && 'hidden' in field.admin && field.admin.hidden) return {}
    const input = inputSchema(field, path, options)
    if (!input) return {}
    const required = 'required' in field && field.required === true
    const hasDefault = 'defaultValue' in field && field.defaultValue !== undefined
    // a value with neither rule nor default may be sent empty, as the admin leaves it
    const empty = !required && !hasDefault && field.type !== 'group' && field.type !== 'array'
    let value = empty ? input.nullable() : input
    if (!(create && required && !options.optional?.includes(path))) value = value.optional()
    return { [field.name]: typeof field.label === 'string' ? value.describe(field.label) : value }
  }
}

/**
 * The legacy admin routes' bodies for a collection, from its fields: what each field accepts
 * (lengths, bounds, options, whole numbers, rows) is the collection's rule, which the admin
 * applies too. A create gives the required fields; an update any of them.
 */
export function writeBodySchemas(
  collection: Pick<CollectionConfig, 'fields'>,
  options: Options = {},
) {
  const create = z.object(shapeOf(collection.fields, '', writer(options, true)))
  return { create, update: create.partial() }
}

/** writeBodySchemas of a collection of the configuration. */
export const collectionBodySchemas = (slug: CollectionSlug, options?: Options) =>
  writeBodySchemas(collectionConfig(slug), options)
