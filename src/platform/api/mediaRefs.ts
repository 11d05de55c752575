import type { CollectionSlug, DataFromCollectionSlug, Field, Payload, Where } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import type { Media } from '@/generated/payload-types'

import { ApiError } from './envelope'

/** Generated types say number (SQLite); with MongoDB the same value is an ObjectId string. */
type Ref = Media['id']

const filenameOf = (value: string) => {
  const path = value.split(/[?#]/)[0] ?? ''
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))
  } catch {
    return ''
  }
}

/**
 * An image reference as the legacy clients send it (the URL an upload returned, or an id)
 * → the media document's id. Empty → null; unknown → 400.
 */
async function resolveMedia(
  payload: Payload,
  value: unknown,
  collection: 'media' | 'documents' = 'media',
): Promise<Ref | null | undefined> {
  if (value === undefined) return undefined
  if (value === null || value === '') return null
  const raw = String(value).trim()
  const asId =
    payload.db.defaultIDType === 'number'
      ? /^\d{1,15}$/.test(raw) && Number(raw)
      : /^[a-f\d]{24}$/i.test(raw) && raw
  const where: Where = asId ? { id: { equals: asId } } : { filename: { equals: filenameOf(raw) } }
  const { docs } = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new ApiError(400, frenchOnly.upload.imageNotFound(raw.slice(0, 200)))
  return docs[0].id
}

/** Resolves every upload field of `data`, following the fields' config (groups, arrays, rows, tabs). */
export async function resolveUploads(
  payload: Payload,
  fields: Field[],
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...data }
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab && tab.name))
          Object.assign(out, await resolveUploads(payload, tab.fields, out))
        else if (out[tab.name] && typeof out[tab.name] === 'object')
          out[tab.name] = await resolveUploads(
            payload,
            tab.fields,
            out[tab.name] as Record<string, unknown>,
          )
      }
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(out, await resolveUploads(payload, field.fields, out))
      continue
    }
    if (!('name' in field) || !(field.name in out)) continue
    const value = out[field.name]
    if (field.type === 'upload') {
      out[field.name] = Array.isArray(value)
        ? (await Promise.all(value.map((item) => resolveMedia(payload, item)))).filter(
            (id) => id != null,
          )
        : await resolveMedia(payload, value)
    } else if (field.type === 'group' && value && typeof value === 'object') {
      out[field.name] = await resolveUploads(
        payload,
        field.fields,
        value as Record<string, unknown>,
      )
    } else if (field.type === 'array' && Array.isArray(value)) {
      out[field.name] = await Promise.all(
        value.map((row) =>
          row && typeof row === 'object' ? resolveUploads(payload, field.fields, row) : row,
        ),
      )
    }
  }
  return out
}

/** A request body for a collection, its image references (URLs or ids) turned into media ids. */
export async function withResolvedUploads<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  data: Record<string, unknown>,
): Promise<Partial<DataFromCollectionSlug<S>>> {
  const fields = payload.collections[collection]?.config.fields ?? []
  return (await resolveUploads(payload, fields, data)) as Partial<DataFromCollectionSlug<S>>
}
