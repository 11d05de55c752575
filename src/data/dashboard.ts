import 'server-only'

import type { Payload } from 'payload'

import { DASHBOARD_RECENT_COUNT } from '@/lib/constants'
import { departmentsSlug, equipmentSlug, newsSlug, usersSlug } from '@/lib/slugs'

const recent = {
  sort: '-createdAt',
  limit: DASHBOARD_RECENT_COUNT,
  depth: 1,
  overrideAccess: true,
} as const

/** The back office's home figures: counts of each kind, and the 5 latest documents of three. */
export async function dashboardFigures(payload: Payload) {
  const count = (
    collection: typeof departmentsSlug | typeof equipmentSlug | typeof newsSlug | typeof usersSlug,
  ) => payload.count({ collection, overrideAccess: true }).then(({ totalDocs }) => totalDocs)
  const [departments, equipment, news, users, lastDepartments, lastEquipment, lastNews] =
    await Promise.all([
      count(departmentsSlug),
      count(equipmentSlug),
      count(newsSlug),
      count(usersSlug),
      payload.find({ collection: departmentsSlug, ...recent }),
      payload.find({ collection: equipmentSlug, ...recent }),
      payload.find({ collection: newsSlug, ...recent }),
    ])
  return {
    stats: { departments, equipment, news, users },
    recent: {
      departments: lastDepartments.docs,
      equipment: lastEquipment.docs,
      news: lastNews.docs,
    },
  }
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>
