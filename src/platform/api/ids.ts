import type { Payload } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

import { ApiError } from './envelope'

/**
 * A document id from the URL, checked against the database's id type (SQLite: integers,
 * MongoDB: ObjectIds). Anything else cannot exist: 404, never a database error.
 */
export function parseId(payload: Payload, raw: string, notFoundMessage: string): number | string {
  if (payload.db.defaultIDType === 'number') {
    if (/^\d{1,15}$/.test(raw)) return Number(raw)
  } else if (/^[a-f\d]{24}$/i.test(raw)) {
    return raw
  }
  throw new ApiError(404, notFoundMessage || frenchOnly.api.invalidId)
}
