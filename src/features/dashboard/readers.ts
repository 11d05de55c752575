import 'server-only'

import type { Payload } from 'payload'

import { DASHBOARD_RECENT_COUNT } from '@/lib/constants'
import { departmentsSlug, equipmentSlug, newsSlug, quoteRequestsSlug, usersSlug } from '@/lib/slugs'

const recent = {
  sort: '-createdAt',
  limit: DASHBOARD_RECENT_COUNT,
  depth: 1,
  overrideAccess: true,
} as const

/**
 * The back office's home figures: counts of each kind, and the 5 latest documents of three, and
 * of the quote requests (#59: the team's day starts with them).
 */
export async function dashboardFigures(payload: Payload) {
  const count = (
    collection: typeof departmentsSlug | typeof equipmentSlug | typeof newsSlug | typeof usersSlug,
  ) => payload.count({ collection, overrideAccess: true }).then(({ totalDocs }) => totalDocs)
  const [
    departments,
    equipment,
    news,
    users,
    lastDepartments,
    lastEquipment,
    lastNews,
    lastRequests,
  ] = await Promise.all([
    count(departmentsSlug),
    count(equipmentSlug),
    count(newsSlug),
    count(usersSlug),
    payload.find({ collection: departmentsSlug, ...recent }),
    payload.find({ collection: equipmentSlug, ...recent }),
    payload.find({ collection: newsSlug, ...recent }),
    payload.find({
      collection: quoteRequestsSlug,
      ...recent,
      depth: 0,
      select: { name: true, company: true, stage: true },
    }),
  ])
  return {
    stats: { departments, equipment, news, users },
    recent: {
      departments: lastDepartments.docs,
      equipment: lastEquipment.docs,
      news: lastNews.docs,
      requests: lastRequests.docs,
    },
  }
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>
