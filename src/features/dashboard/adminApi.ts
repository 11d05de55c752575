import type { Payload } from 'payload'
import { z } from 'zod'

import { dashboardFigures } from '@/platform/data/dashboard'

import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'
import { legacyDepartmentSchema, toLegacyDepartment } from '@/features/departments/apiShape'
import { legacyEquipmentSchema, toLegacyEquipment } from '@/features/equipment/apiShape'
import { legacyNewsSchema, toLegacyNews } from '@/features/news/apiShape'

const count = z.number().int().min(0)
const dashboardSchema = z.object({
  stats: z.object({ departments: count, equipment: count, news: count, users: count }),
  recent: z.object({
    departments: z.array(legacyDepartmentSchema),
    equipment: z.array(legacyEquipmentSchema),
    news: z.array(legacyNewsSchema),
  }),
})

/** The dashboard's figures, with the latest documents in the legacy shape. */
async function dashboardData(payload: Payload): Promise<z.infer<typeof dashboardSchema>> {
  const { stats, recent } = await dashboardFigures(payload)
  return {
    stats,
    recent: {
      departments: recent.departments.map(toLegacyDepartment),
      equipment: recent.equipment.map(toLegacyEquipment),
      news: recent.news.map(toLegacyNews),
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
