import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret, publicUrl } from '@/lib/runtime'

/**
 * The newsletter's links: the address and a signature of it for one purpose, so that nobody can
 * confirm or unsubscribe an address without the mail sent to it, and no login is needed.
 */
export type LinkPurpose = 'confirmer' | 'desinscrire'

const signature = (purpose: LinkPurpose, email: string) =>
  createHmac('sha256', payloadSecret())
    .update(`newsletter:${purpose}:${email}`)
    .digest('base64url')
    .slice(0, 32)

export const newsletterToken = (purpose: LinkPurpose, email: string) =>
  `${Buffer.from(email).toString('base64url')}.${signature(purpose, email)}`

/** The address a token stands for, or null when it is malformed or its signature is wrong. */
export function addressOf(purpose: LinkPurpose, token: string | null | undefined): string | null {
  const [encoded, given] = (token ?? '').split('.')
  if (!encoded || !given || token!.length > 600) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(purpose, email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null
}

/** Where each link leads: the two pages, and the API that mail clients POST to in one click (RFC 8058). */
const PATHS = {
  confirmer: '/newsletter/confirmation',
  desinscrire: '/newsletter/desinscription',
  'desinscrire-en-un-clic': '/api/newsletter/unsubscribe',
} as const

/** A newsletter link for an address: its page (or the one-click API) and the signed token. */
export const newsletterLink = (link: keyof typeof PATHS, email: string) =>
  `${publicUrl()}${PATHS[link]}?jeton=${newsletterToken(link === 'confirmer' ? 'confirmer' : 'desinscrire', email)}`
