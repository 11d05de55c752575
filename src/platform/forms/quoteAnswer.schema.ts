import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'

import { QUOTE_ANSWER_MAX as MAX } from './quoteAnswer'

const token = z.string().max(MAX.token)

/** POST /api/quotes/:reference/accept: the link's token and the name of who accepts. */
export const quoteAcceptSchema = z.object({
  token,
  name: z.string().trim().min(1, frenchOnly.quotes.nameRequired).max(MAX.name),
})

/** POST /api/quotes/:reference/refuse: the link's token and an optional reason. */
export const quoteRefuseSchema = z.object({
  token,
  reason: z.string().trim().max(MAX.reason).optional(),
})
