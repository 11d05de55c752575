import { z } from 'zod'

import { databaseReachable } from '@/platform/data/database'
import { frenchOnly } from '@/i18n/frenchOnly'

import { fail, ok } from '../envelope'
import { route } from '../route'

const started = Date.now()

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Seconds since this process started. */
  uptime: z.number().int().min(0),
  database: z.enum(['ok', 'unreachable']),
  timestamp: z.iso.datetime(),
})

function health(database: 'ok' | 'unreachable'): Response {
  const data: z.infer<typeof healthSchema> = {
    status: database === 'ok' ? 'ok' : 'degraded',
    uptime: Math.round((Date.now() - started) / 1000),
    database,
    timestamp: new Date().toISOString(),
  }
  return database === 'ok' ? ok(data) : fail(503, frenchOnly.api.databaseUnreachable, { data })
}

export const healthRoutes = [
  route({
    method: 'GET',
    path: '/health',
    summary: 'État du service : disponibilité, durée de fonctionnement, base de données joignable',
    tag: 'Service',
    auth: 'public',
    data: healthSchema,
    live: true,
    handle: async ({ payload }) =>
      health((await databaseReachable(payload)) ? 'ok' : 'unreachable'),
    // Payload could not start: the check still answers, it is what monitoring asks then
    unreachable: () => health('unreachable'),
  }),
]
