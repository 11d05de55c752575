import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'

import { apiMaintenance, apiMaintenanceSchema } from './apiShape'

/** Whether the site is in maintenance (the visitors' pages ask every 3 s). */
export const maintenanceRoutes = [
  route({
    method: 'GET',
    path: '/maintenance/status',
    summary: 'État du mode maintenance (interrogé toutes les 3 s par les visiteurs)',
    tag: 'Maintenance',
    auth: 'public',
    data: apiMaintenanceSchema,
    handle: async ({ payload }) => ok(await apiMaintenance(payload)),
  }),
]
