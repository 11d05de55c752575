import { collections, globals } from '@payload-config'
import type { CollectionSlug, Field, GlobalSlug } from 'payload'
import { z } from 'zod'

import { isPayloadMeta } from './content'

export type Shape = Record<string, z.ZodType>

/** What one named field adds to a shape: its key (and any key Payload keeps beside it). */
export type Describe = (field: Field, path: string) => Shape

/**
 * Array items whose `id` the legacy clients read as `_id` (the top bar's networks and menu
 * items), by path from the global's top.
 */
type Options = {
  apiIds?: readonly string[]
  /**
   * Relationships and joins are described (a collection's document as Payload returns it); a
   * global's legacy content leaves them out (the fleet's machines picked for a section).
   */
  relations?: boolean
}

export const optionValues = (options: readonly (string | { value: string })[]) =>
  options.map((option) => (typeof option === 'string' ? option : option.value))

/** What apiContent (legacy.ts) makes of a stored value of one named field. */
function valueSchema(field: Field, path: string, options: Options): z.ZodType | null {
  const many = (one: z.ZodType) => ('hasMany' in field && field.hasMany ? z.array(one) : one)
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'date':
      return many(z.string())
    case 'number':
      return many(z.number())
    case 'checkbox':
      return z.boolean()
    case 'select':
    case 'radio':
      return many(z.enum(optionValues(field.options) as [string, ...string[]]))
    case 'upload':
      // a stored image is its address
      return many(z.string())
    case 'array': {
      const id = options.apiIds?.includes(path) ? '_id' : 'id'
      const item = z.object({
        [id]: z.string().nullable().optional(),
        ...shapeOf(field.fields, path, reader(options)),
      })
      return z.array(item)
    }
    case 'group':
      return z.object(shapeOf(field.fields, path, reader(options)))
    case 'json':
    case 'richText':
      return z.unknown()
    case 'relationship':
      if (!options.relations) return null
      // its id, or the document itself where the reader may see it (Payload's depth)
      return many(
        z.union([
          z.number(),
          z.string(),
          z.object({ id: z.union([z.number(), z.string()]) }).passthrough(),
        ]),
      )
    case 'join':
      if (!options.relations) return null
      // the documents that point at this one (a request's history), as Payload lists them
      return z.object({
        docs: z.array(z.unknown()),
        hasNextPage: z.boolean().optional(),
        totalDocs: z.number().optional(),
      })
    default:
      return null
  }
}

/** apiContent's reading of each field: any of them may be empty. */
function reader(options: Options): Describe {
  return (field, path) => {
    if (!('name' in field)) return {}
    const value = valueSchema(field, path, options)
    const shape: Shape = {}
    // a global's field may be empty whatever the admin requires: defaults fill what they know;
    // unknown (JSON) already takes null, and a nullable unknown is an empty anyOf
    if (value)
      shape[field.name] = (value instanceof z.ZodUnknown ? value : value.nullable()).optional()
    // a date on a clock keeps its time zone beside it (src/platform/fields/dateTime.ts)
    if (field.type === 'date' && field.timezone)
      shape[`${field.name}_tz`] = z.string().nullable().optional()
    return shape
  }
}

/**
 * The shape of `fields`, each named field as `describe` makes it, through the rows, collapsibles,
 * unnamed groups and tabs that only lay them out.
 */
export function shapeOf(fields: readonly Field[], parent: string, describe: Describe): Shape {
  const shape: Shape = {}
  const at = (name: string) => (parent ? `${parent}.${name}` : name)
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          shape[tab.name] = z.object(shapeOf(tab.fields, at(tab.name), describe)).optional()
        else Object.assign(shape, shapeOf(tab.fields, parent, describe))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      // rows, collapsibles and unnamed groups only lay their fields out
      if ('fields' in field) Object.assign(shape, shapeOf(field.fields, parent, describe))
      continue
    }
    // ids are the array items' own key; Payload adds these fields when it sanitizes the config
    if (field.name === 'id' || (!parent && isPayloadMeta(field.name))) continue
    Object.assign(shape, describe(field, at(field.name)))
  }
  return shape
}

/**
 * A global's content as /api answers it (apiContent), described from the global's own Payload
 * fields: the schema and the stored data come from one definition and cannot drift apart.
 */
export function globalContentSchema(
  slug: GlobalSlug,
  options: Options & { without?: readonly string[] } = {},
) {
  const global = globals.find((candidate) => candidate.slug === slug)
  if (!global) throw new Error(`global ${slug} absent de la configuration`)
  const shape = shapeOf(global.fields, '', reader(options))
  for (const name of options.without ?? []) delete shape[name]
  return z.object(shape)
}

export function collectionConfig(slug: CollectionSlug) {
  const collection = collections.find((candidate) => candidate.slug === slug)
  if (!collection) throw new Error(`collection ${slug} absente de la configuration`)
  return collection
}

/** A collection's document with its id as `_id` (withApiId), described from its fields. */
export function apiDocumentSchema(slug: CollectionSlug) {
  const collection = collectionConfig(slug)
  return z.object({
    _id: z.string(),
    ...shapeOf(collection.fields, '', reader({ relations: true })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
}
