import { APIError, ValidationError } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

import { ApiError, fail } from './envelope'

type Logger = { error: (obj: unknown, msg?: string) => void }

/**
 * Any error as a French JSON answer: the handler's own ApiError, Payload's 4xx errors (already
 * translated, since the admin language is French), and everything else as a 500 that is logged
 * but never shows its stack.
 */
export function errorResponse(error: unknown, logger?: Logger): Response {
  if (error instanceof ApiError) return fail(error.status, error.message, error.extra)
  if (error instanceof ValidationError) {
    const errors = error.data.errors.map(({ path, message }) => ({ field: path, message }))
    const detail = errors.map(({ field, message }) => `${field} : ${message}`).join(' ; ')
    return fail(400, `${frenchOnly.api.invalidInput} ${detail}`.trim(), { errors })
  }
  // 503: a write another instance's restore refused (src/platform/plugins/restoreFence.ts)
  if (
    error instanceof APIError &&
    ((error.status >= 400 && error.status < 500) || error.status === 503)
  ) {
    return fail(error.status, error.message)
  }
  if (logger) logger.error({ err: error }, 'Erreur non gérée dans /api')
  else console.error('Erreur non gérée dans /api', error)
  return fail(500, frenchOnly.server.unexpected)
}
