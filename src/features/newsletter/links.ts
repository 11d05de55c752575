import 'server-only'

import { publicUrl } from '@/platform/runtime/environment'
import { sameSecret, signature as signed } from '@/platform/runtime/signature'

/**
 * The newsletter's links: the address and a signature of it for one purpose, so that nobody can
 * confirm or unsubscribe an address without the mail sent to it, and no login is needed. A
 * confirmation link also carries the time its mail was sent: the subscriber keeps the time of
 * the last one, so only that link confirms, once, within CONFIRMATION_LINK_DAYS.
 */
export type LinkPurpose = 'confirmer' | 'desinscrire'

export const CONFIRMATION_LINK_DAYS = 7

/** What a link stands for: the address, and for a confirmation the time its mail was sent. */
export type LinkClaim = { email: string; sentAt?: number }

const signature = (purpose: LinkPurpose, { email, sentAt }: LinkClaim) =>
  signed(`newsletter:${purpose}:${purpose === 'confirmer' ? `${email}:${sentAt ?? 0}` : email}`, 32)

export function newsletterToken(purpose: LinkPurpose, claim: LinkClaim): string {
  const parts = [Buffer.from(claim.email).toString('base64url')]
  if (purpose === 'confirmer') parts.push(String(claim.sentAt ?? 0))
  return [...parts, signature(purpose, claim)].join('.')
}

/** What a token claims, or null when it is malformed or its signature is wrong. */
export function claimOf(purpose: LinkPurpose, token: string | null | undefined): LinkClaim | null {
  if (!token || token.length > 600) return null
  const parts = token.split('.')
  const confirming = purpose === 'confirmer'
  if (parts.length !== (confirming ? 3 : 2) || parts.some((part) => !part)) return null
  const email = Buffer.from(parts[0]!, 'base64url').toString('utf8')
  const sentAt = confirming ? Number(parts[1]) : undefined
  if (confirming && !Number.isSafeInteger(sentAt)) return null
  if (!sameSecret(parts[parts.length - 1]!, signature(purpose, { email, sentAt }))) return null
  return { email, sentAt }
}

/** Where each link leads: the two pages, and the API that mail clients POST to in one click (RFC 8058). */
const PATHS = {
  confirmer: '/newsletter/confirmation',
  desinscrire: '/newsletter/desinscription',
  'desinscrire-en-un-clic': '/api/newsletter/unsubscribe',
} as const

/** A newsletter link: its page (or the one-click API) and the signed token. */
export const newsletterLink = (link: keyof typeof PATHS, claim: LinkClaim) =>
  `${publicUrl()}${PATHS[link]}?jeton=${newsletterToken(link === 'confirmer' ? 'confirmer' : 'desinscrire', claim)}`

/**
 * The unsubscribe page for a token, as a path: where a GET of the one-click address leads (a
 * mail client without RFC 8058 opens the List-Unsubscribe link in the browser).
 */
export const unsubscribePage = (token: string) =>
  `${PATHS.desinscrire}?jeton=${encodeURIComponent(token)}`
