import type { Payload } from 'payload'

import { dashboardFigures } from '@/data/dashboard'

import { ok } from '../envelope'
import { route } from '../route'
import { toLegacyDepartment } from './departmentShape'
import { toLegacyEquipment } from './equipmentShape'
import { toLegacyNews } from './newsShape'

/** The dashboard's figures, with the latest documents in the legacy shape. */
async function dashboardData(payload: Payload) {
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
    auth: 'admin',
    handle: async ({ payload }) => ok(await dashboardData(payload)),
  }),
]
