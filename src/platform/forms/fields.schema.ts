import { z } from 'zod'

import { EMAIL_MAX, HONEYPOT_MAX } from './fields'

export const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email())
export const honeypotSchema = z.string().max(HONEYPOT_MAX).optional()
