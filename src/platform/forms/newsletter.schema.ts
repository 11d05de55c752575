import { z } from 'zod'

import { SUBSCRIBER_SOURCES } from '@/lib/labels'
import { SITE_LOCALES } from '@/lib/locales'

import { emailSchema, honeypotSchema } from './fields.schema'

/**
 * POST /api/newsletter/subscribe: the newsletter forms (footer, maintenance page) send an
 * address, where they are, the site's language and the hidden field (fields.ts).
 */
export const newsletterSchema = z.object({
  email: emailSchema,
  source: z.enum(SUBSCRIBER_SOURCES).optional(),
  locale: z
    .enum(SITE_LOCALES)
    .optional()
    .describe('La langue du site (fr par défaut) : celle de l’email de confirmation'),
  website: honeypotSchema,
})
