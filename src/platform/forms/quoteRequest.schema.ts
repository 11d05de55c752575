import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { QUOTE_BUDGETS, QUOTE_SERVICES } from '@/lib/labels'
import { SITE_LOCALES } from '@/lib/locales'

import { emailSchema, honeypotSchema } from './fields.schema'
import { QUOTE_QUANTITY_MAX } from '@/lib/quoteAmounts'

import {
  CHOSEN_UNITS,
  PHONE_CHARACTERS,
  QUOTE_PHONE_MIN,
  QUOTE_REQUEST_MAX as MAX,
} from './quoteRequest'

/** An empty choice is no choice. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .optional()
    .or(z.literal('').transform(() => undefined))

/** POST /api/quote-requests: what the contact section's form sends. */
export const quoteRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX.name),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(QUOTE_PHONE_MIN)
    .max(MAX.phone)
    .regex(PHONE_CHARACTERS, frenchOnly.api.invalidPhone),
  company: z.string().trim().max(MAX.company).optional(),
  subject: z.string().trim().max(MAX.subject).optional(),
  service: choice(QUOTE_SERVICES),
  budget: choice(QUOTE_BUDGETS),
  equipment: z.string().trim().max(MAX.equipment).optional(),
  message: z.string().trim().min(1).max(MAX.message),
  choice: z
    .object({
      machine: z.union([
        z.number().int().positive().max(2_147_483_647),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      unit: z.enum(CHOSEN_UNITS),
      quantity: z.number().int().min(1).max(QUOTE_QUANTITY_MAX),
      startDate: z.iso.date().optional(),
      endDate: z.iso.date().optional(),
    })
    .refine(
      (chosen) => !chosen.endDate || (chosen.startDate && chosen.startDate <= chosen.endDate),
      {
        message: 'Le dernier jour de la location suit le premier.',
        path: ['endDate'],
      },
    )
    .optional()
    .describe(
      'L’engin choisi sur sa page ou le calculateur : sa quantité par jour, semaine, mois ou à l’unité, et le premier jour voulu ; avec le dernier jour aussi (inclus), la quantité compte les engins et la location est chiffrée pour sa période ; le serveur le chiffre et en fait la première ligne du devis',
    ),
  newsletter: z.boolean().optional(),
  locale: z
    .enum(SITE_LOCALES)
    .optional()
    .describe('La langue du site (fr par défaut) : celle des emails au visiteur'),
  website: honeypotSchema,
})
