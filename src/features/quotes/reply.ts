// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { quoteRequestsSlug } from '@/lib/slugs'
import { mailBrand } from '@/platform/services/mail/brand'
import { quoteReplyMail } from './mails'
import { sendMail } from '@/platform/services/mail/outbox'

import { actorOf, recordQuoteEvent } from './history'
import { customerLinks } from './links'
import { readQuoteRequest } from './send'

/** Longest answer the back office sends in one mail. */
export const REPLY_MAX = 10_000

/**
 * « Répondre »: the team's message mailed to the customer (logged in « Emails envoyés », Reply-To
 * the company's address, with the customer's page and WhatsApp), kept in the history; the
 * message is then « Répondu », and a new request « Qualifié ».
 */
export async function replyToRequest(
  payload: Payload,
  id: number | string,
  message: string,
  req: PayloadRequest,
): Promise<{ email: string }> {
  const request = await readQuoteRequest(payload, id, req)
  const brand = await mailBrand(payload)
  const links = await customerLinks(payload, request)
  await sendMail(payload, {
    kind: 'reply',
    to: request.email,
    replyTo: brand.email,
    ...quoteReplyMail(brand, request, message, links?.page ?? null),
  })
  await payload.update({
    collection: quoteRequestsSlug,
    id: request.id,
    data: {
      status: 'replied',
      ...(request.stage === 'new' || !request.stage ? { stage: 'qualified' } : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const firstLine = message.split('\n').find((line) => line.trim()) ?? ''
  await recordQuoteEvent(
    payload,
    {
      request: request.id,
      kind: 'mail',
      summary: `Réponse envoyée à ${request.email} : « ${firstLine.slice(0, 120)}${firstLine.length > 120 ? '…' : ''} »`,
      data: { message },
      ...actorOf(req),
    },
    req,
  )
  return { email: request.email }
}
