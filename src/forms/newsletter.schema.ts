import { z } from 'zod'

import { SUBSCRIBER_SOURCES } from '@/lib/labels'

import { emailSchema, honeypotSchema } from './fields.schema'

/**
 * POST /api/newsletter/subscribe: the newsletter forms (footer, maintenance page) send an
 * address, where they are, and the hidden field (fields.ts).
 */
export const newsletterSchema = z.object({
  email: emailSchema,
  source: z.enum(SUBSCRIBER_SOURCES).optional(),
  website: honeypotSchema,
})
