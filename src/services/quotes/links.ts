import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { localizedPath } from '@/i18n/site/addresses'
import { siteLocaleOf } from '@/lib/locales'
import { quoteReference } from '@/lib/quoteReference'
import { publicUrl } from '@/runtime/environment'
import { quoteRequestsSlug } from '@/lib/slugs'

/** 24 random bytes: 192 bits in 32 characters, for the customer's link to their page. */
export const newAccessToken = () => randomBytes(24).toString('base64url')

type Linked = { id: number | string; accessToken?: string | null; locale?: string | null }

/** The customer's page path for a request and its token: `/devis/DEV-000123?t=…`. */
const customerPagePath = (id: number | string, token: string) =>
  `/devis/${quoteReference(id)}?t=${encodeURIComponent(token)}`

/** The customer's quote PDF, on the same token. */
export const customerPdfPath = (id: number | string, token: string) =>
  `/devis/${quoteReference(id)}/pdf?t=${encodeURIComponent(token)}`

/** A request's token: the one it came with, else read (Payload keeps the field out of answers). */
async function accessTokenOf(payload: Payload, request: Linked): Promise<string | null> {
  if (request.accessToken) return request.accessToken
  const stored = await payload.findByID({
    collection: quoteRequestsSlug,
    id: request.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { accessToken: true },
  })
  return stored.accessToken ?? null
}

/**
 * The customer's links, absolute, for a mail: their page in the language they wrote in (#45);
 * null for a request without a token (before #42).
 */
export async function customerLinks(payload: Payload, request: Linked) {
  const token = await accessTokenOf(payload, request)
  if (!token) return null
  return {
    page: `${publicUrl()}${localizedPath(customerPagePath(request.id, token), siteLocaleOf(request.locale))}`,
    pdf: `${publicUrl()}${customerPdfPath(request.id, token)}`,
  }
}
