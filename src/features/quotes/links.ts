// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { localizedPath } from '@/i18n/site/addresses'
import { siteLocaleOf } from '@/lib/locales'
import { quoteReference } from '@/lib/quoteReference'
import { publicUrl } from '@/platform/runtime/environment'
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

/** What « Emails envoyés » shows in place of a customer's token (#58). */
const CUSTOMER_TOKEN_HIDDEN = '(jeton-masqué)'

/** A customer's page or PDF link, in any language, with the token it carries. */
const TOKEN_LINK =
  /(\/(?:devis|quote)\/(DEV-\d+)(?:\/pdf)?\?t=)([A-Za-z0-9_-]{16,}|\(jeton-masqué\))/g

type MailText = { subject: string; text: string; html: string }

/** A text with every customer link's token hidden: what the team reads (the log, its PDF). */
export const customerTokensHidden = (text: string) =>
  text.replace(TOKEN_LINK, (_, head: string) => `${head}${CUSTOMER_TOKEN_HIDDEN}`)

/**
 * A mail's copy for the log: every customer link's token hidden (whoever reads the log could
 * accept a quote in the customer's name with it); the same mail when it holds none.
 */
export function withCustomerTokensHidden<T extends MailText>(mail: T): T {
  const hide = customerTokensHidden
  const hidden = {
    ...mail,
    subject: hide(mail.subject),
    text: hide(mail.text),
    html: hide(mail.html),
  }
  return hidden.text === mail.text && hidden.html === mail.html && hidden.subject === mail.subject
    ? mail
    : hidden
}

/** A logged mail sent again (« Renvoyer »): each hidden token read back from its request. */
export async function withCustomerTokensShown<T extends MailText>(
  payload: Payload,
  mail: T,
): Promise<T> {
  const references = new Set(
    [mail.subject, mail.text, mail.html].flatMap((text) =>
      [...text.matchAll(TOKEN_LINK)].map((match) => match[2]!),
    ),
  )
  const tokens = new Map<string, string | null>()
  for (const reference of references)
    tokens.set(
      reference,
      await accessTokenOf(payload, { id: Number(reference.slice(4)) }).catch(() => null),
    )
  const show = (text: string) =>
    text.replace(TOKEN_LINK, (whole, head: string, reference: string) => {
      const token = tokens.get(reference)
      return token ? `${head}${encodeURIComponent(token)}` : whole
    })
  return { ...mail, subject: show(mail.subject), text: show(mail.text), html: show(mail.html) }
}
