import { z } from 'zod'

import { addDays, dayNumber, isCalendarDay } from '@/lib/days'
import { isForRent } from '@/lib/offers'
import { equipmentSlug } from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'
import { frenchOnly } from '@/i18n/frenchOnly'
import { ApiError, ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'
import { atSlugInAnyLanguage } from '@/platform/data/itemSlugs'

import { machineAvailability } from './availability'

/** The days one call may ask for, and those it gives when none are named. */
const AVAILABILITY_MAX_DAYS = 366
const AVAILABILITY_DEFAULT_DAYS = 90

const day = z
  .string()
  .refine(isCalendarDay, 'une date qui existe, au format AAAA-MM-JJ (2026-12-08)')
  .optional()

/** A period's `from` and `to` in a query: days that exist, or left out. */
export const periodQuery = z.object({ from: day, to: day })

const availabilitySchema = z.object({
  slug: z.string(),
  from: z.string().describe('Le premier jour (AAAA-MM-JJ, heure de Niamey)'),
  to: z.string().describe('Le dernier jour, inclus'),
  total: z.number().describe('Les unités de la machine en service'),
  days: z
    .array(z.object({ date: z.string(), free: z.number() }))
    .describe('Pour chaque jour, les unités libres (jours de préparation et blocages comptés)'),
})

export const availabilityRoutes = [
  route({
    method: 'GET',
    path: '/equipment/:slug/availability',
    summary:
      'Les unités libres d’une machine en location, jour par jour (from et to : AAAA-MM-JJ ; par défaut les 90 jours à partir d’aujourd’hui) ; rien sur les clients',
    tag: 'Équipements',
    auth: 'public',
    query: periodQuery,
    data: availabilitySchema,
    refuses: [{ status: 404, description: 'Machine introuvable, ou qui ne se loue pas' }],
    handle: async ({ payload, params, query }) => {
      const { docs } = await payload.find({
        collection: equipmentSlug,
        overrideAccess: false,
        where: atSlugInAnyLanguage(params.slug),
        limit: 1,
        depth: 0,
      })
      const machine = docs[0]
      if (!machine) throw new ApiError(404, frenchOnly.equipment.notFound)
      if (!isForRent(machine)) throw new ApiError(404, 'Cet équipement ne se loue pas.')
      const from = query.from ?? companyDayAndHour(new Date()).day
      const to = query.to ?? addDays(from, AVAILABILITY_DEFAULT_DAYS - 1)
      if (to < from) throw new ApiError(400, 'La date de fin vient après celle du début.')
      if (dayNumber(to) - dayNumber(from) >= AVAILABILITY_MAX_DAYS)
        throw new ApiError(400, `Demandez ${AVAILABILITY_MAX_DAYS} jours au plus à la fois.`)
      const { total, days } = await machineAvailability(payload, machine.id, from, to)
      return ok({ slug: params.slug, from, to, total, days })
    },
  }),
]
