import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { SOCIAL_PLATFORMS } from '@/lib/labels'

import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'
import { stringList } from '@/platform/api/schemas'
import { apiMaintenance, apiMaintenanceSchema } from './apiShape'

const TAG = 'Administration — maintenance'

/** Progress is kept within 0..100 (rounded), whatever the client sends. */
const progress = z
  .number()
  .finite()
  .transform((value) => Math.min(100, Math.max(0, Math.round(value))))

const texts = {
  title: z.string().trim().max(200),
  description: z.string().max(2000),
  estimatedTime: z.string().trim().max(100),
}

const statusBody = z
  .object({
    ...texts,
    isActive: z.boolean(),
    progress,
    allowContact: z.boolean(),
    allowNewsletter: z.boolean(),
    contactInfo: z
      .object({
        phone: z.string().max(50),
        email: z.string().max(254),
        address: z.string().max(300),
      })
      .partial(),
    socialMedia: z
      .array(
        z.object({
          _id: z.string().optional(),
          id: z.string().optional(),
          platform: z.enum(SOCIAL_PLATFORMS),
          url: z.string().max(500),
        }),
      )
      .max(20)
      .transform((items) => items.map(({ _id, id, ...item }) => ({ ...item, id: id ?? _id }))),
    features: stringList(20),
    startTime: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()

export const adminMaintenanceRoutes = [
  route({
    method: 'PUT',
    path: '/admin/maintenance/update',
    summary: 'Enregistre l’état de maintenance (objet complet ou partiel)',
    tag: TAG,
    auth: 'admin',
    data: apiMaintenanceSchema,
    body: statusBody,
    handle: async ({ payload, body, user }) => {
      await payload.updateGlobal({ slug: 'maintenance', data: body, user, overrideAccess: false })
      return ok(await apiMaintenance(payload), { message: frenchOnly.admin.settingsSaved })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/maintenance/start',
    summary: 'Active la maintenance ; la progression repart de 0',
    tag: TAG,
    auth: 'admin',
    data: apiMaintenanceSchema,
    body: z.object({ ...texts, progress }).partial(),
    handle: async ({ payload, body, user }) => {
      const data = { ...body, isActive: true, progress: 0, startTime: new Date().toISOString() }
      await payload.updateGlobal({ slug: 'maintenance', data, user, overrideAccess: false })
      return ok(await apiMaintenance(payload), { message: frenchOnly.maintenance.started })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/maintenance/stop',
    summary: 'Désactive la maintenance',
    tag: TAG,
    auth: 'admin',
    data: apiMaintenanceSchema,
    handle: async ({ payload, user }) => {
      await payload.updateGlobal({
        slug: 'maintenance',
        data: { isActive: false },
        user,
        overrideAccess: false,
      })
      return ok(await apiMaintenance(payload), { message: frenchOnly.maintenance.stopped })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/maintenance/progress',
    summary: 'Progression de la maintenance (0 à 100)',
    tag: TAG,
    auth: 'admin',
    data: apiMaintenanceSchema,
    body: z.object({ progress }),
    handle: async ({ payload, body, user }) => {
      await payload.updateGlobal({
        slug: 'maintenance',
        data: { progress: body.progress },
        user,
        overrideAccess: false,
      })
      return ok(await apiMaintenance(payload), {
        message: frenchOnly.maintenance.progressUpdated(body.progress),
      })
    },
  }),
]
