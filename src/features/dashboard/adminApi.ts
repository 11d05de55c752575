import type { Payload } from 'payload'
import { z } from 'zod'

import { dashboardFigures } from './readers'

import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'
import { apiDepartmentSchema, toApiDepartment } from '@/features/departments/apiShape'
import { apiEquipmentSchema, toApiEquipment } from '@/features/equipment/apiShape'
import { apiNewsSchema, toApiNews } from '@/features/news/apiShape'

const count = z.number().int().min(0)
const dashboardSchema = z.object({
  stats: z.object({ departments: count, equipment: count, news: count, users: count }),
  recent: z.object({
    departments: z.array(apiDepartmentSchema),
    equipment: z.array(apiEquipmentSchema),
    news: z.array(apiNewsSchema),
  }),
})

/** The dashboard's figures, with the latest documents in the legacy shape. */
async function dashboardData(payload: Payload): Promise<z.infer<typeof dashboardSchema>> {
  const { stats, recent } = await dashboardFigures(payload)
  return {
    stats,
    recent: {
      departments: recent.departments.map(toApiDepartment),
      equipment: recent.equipment.map(toApiEquipment),
      news: recent.news.map(toApiNews),
    },
  }
}

export const dashboardRoutes = [
  route({
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      'Tableau de bord : nombre de départements, équipements, actualités, utilisateurs ; 5 derniers de chaque',
    tag: 'Administration — tableau de bord',
    data: dashboardSchema,
    auth: 'admin',
    handle: async ({ payload }) => ok(await dashboardData(payload)),
  }),
]
