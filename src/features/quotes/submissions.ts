import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { relationId } from '@/lib/relationId'
import { quoteRequestsSlug } from '@/lib/slugs'

import { firstWhere } from '@/platform/data/firstWhere'

type NewRequest = Omit<
  QuoteRequest,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'submissionKey' | 'stage' | 'accessToken'
>

/**
 * What a visitor writes in the form: a send again under the same key must carry the same, or it
 * is another request that the key would swallow (#58).
 */
const WRITTEN = [
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'service',
  'budget',
  'equipment',
  'message',
] as const satisfies readonly (keyof NewRequest)[]

/** The machine chosen, as the form sends it and as it is stored (a day, not an instant). */
const chosen = (choice: NewRequest['choice']) =>
  choice
    ? [
        relationId(choice.machine),
        choice.unit,
        choice.quantity,
        choice.startDate?.slice(0, 10),
        choice.endDate?.slice(0, 10),
      ]
    : null

/**
 * Whether a stored request is the one sent again (empty and absent fields alike); a choice the
 * server dropped (its machine gone) is not held against the send.
 */
export const sameSubmission = (stored: QuoteRequest, sent: NewRequest) =>
  WRITTEN.every(
    (field) =>
      (stored[field] ?? '') === (sent[field] ?? '') ||
      // « Équipement concerné » named by the server after the machine chosen
      (field === 'equipment' && !sent.equipment && Boolean(stored.choice?.machine)),
  ) &&
  (!stored.choice?.machine ||
    JSON.stringify(chosen(stored.choice)) === JSON.stringify(chosen(sent.choice)))

/** How long a plain form sent again counts as the same submission (a double tap, a reload). */
const HTML_FORM_WINDOW_MS = 10 * 60 * 1000

/**
 * The submission key of a form posted as plain HTML (#63), which cannot carry one (its page is
 * the same cached HTML for every visitor): the same fields from the same address within the
 * same ten minutes are one submission, stored once and answered with its reference again.
 */
export function htmlFormSubmissionKey(client: string, sent: object, now = Date.now()): string {
  const window = Math.floor(now / HTML_FORM_WINDOW_MS)
  const digest = createHash('sha256')
    .update(JSON.stringify([client, window, sent]))
    .digest('base64url')
  return `formulaire-${digest.slice(0, 40)}`
}

/** A stored request, and whether an earlier send of the same submission had stored it. */
export type StoredSubmission = { request: QuoteRequest; repeated: boolean }

const byKey = (payload: Payload, key: string) =>
  firstWhere(payload, quoteRequestsSlug, 'submissionKey', key)

/**
 * Stores a visitor's quote request once per submission key: a phone that kept it offline, or
 * whose answer a 2G link lost, sends it again with the same key and gets the first one back.
 * Two sends at the same moment meet the unique key; the second then reads the first.
 */
export async function storeQuoteSubmission(
  payload: Payload,
  data: NewRequest,
  key: string | null,
): Promise<StoredSubmission> {
  if (key) {
    const earlier = await byKey(payload, key)
    if (earlier) return { request: earlier, repeated: true }
  }
  try {
    const request = await payload.create({
      collection: quoteRequestsSlug,
      data: { ...data, status: 'new', submissionKey: key },
      overrideAccess: true,
    })
    return { request, repeated: false }
  } catch (error) {
    const earlier = key ? await byKey(payload, key) : undefined
    if (earlier) return { request: earlier, repeated: true }
    throw error
  }
}
