import type { Payload } from 'payload'

import { DASHBOARD_RECENT_COUNT } from '@/lib/constants'

import { ok } from '../envelope'
import { route } from '../route'
import { toLegacyDepartment } from './departmentShape'
import { toLegacyEquipment } from './equipmentShape'
import { toLegacyNews } from './newsShape'

const recent = { sort: '-createdAt', limit: DASHBOARD_RECENT_COUNT, depth: 1, overrideAccess: true } as const

/** Counts of departments, equipment, news and users, and the 5 latest of the first three. */
export async function dashboardData(payload: Payload) {
  const count = (collection: 'departments' | 'equipment' | 'news' | 'users') =>
    payload.count({ collection, overrideAccess: true }).then(({ totalDocs }) => totalDocs)
  const [departments, equipment, news, users, lastDepartments, lastEquipment, lastNews] = await Promise.all([
    count('departments'),
    count('equipment'),
    count('news'),
    count('users'),
    payload.find({ collection: 'departments', ...recent }),
    payload.find({ collection: 'equipment', ...recent }),
    payload.find({ collection: 'news', ...recent }),
  ])
  return {
    stats: { departments, equipment, news, users },
    recent: {
      departments: lastDepartments.docs.map(toLegacyDepartment),
      equipment: lastEquipment.docs.map(toLegacyEquipment),
      news: lastNews.docs.map(toLegacyNews),
    },
  }
}

export const dashboardRoutes = [
  route({
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Tableau de bord : nombre de départements, équipements, actualités, utilisateurs ; 5 derniers de chaque',
    tag: 'Administration — tableau de bord',
    auth: 'admin',
    handle: async ({ payload }) => ok(await dashboardData(payload)),
  }),
]
