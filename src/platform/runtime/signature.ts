import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from './environment'

/**
 * A keyed digest of `value` under the server's secret (HMAC-SHA256, base64url), cut to `length`
 * characters: what only this server can write, and what the database alone does not let anyone
 * recompute. Each use puts its purpose at the head of `value`, so that one signature is never
 * good for another use.
 */
export const signature = (value: string, length = 43): string =>
  createHmac('sha256', payloadSecret()).update(value).digest('base64url').slice(0, length)

/** Whether a secret the client sent is the one expected, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Token of the app's internal routes (`/api/internal/*`), derived from the Payload secret. */
export const internalToken = (): string => signature('bk-internal-revalidate')

export const isInternalToken = (candidate: string | null): boolean =>
  !!candidate && sameSecret(candidate, internalToken())
