import 'server-only'

import type { Payload } from 'payload'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { pageViewsSlug } from '@/lib/slugs'

import { tallyViews } from './rollups'
import { siteTopPages } from './siteTitles'

const MINUTE_MS = 60 * 1000
const ACTIVE_MS = 5 * MINUTE_MS

/** Visitors seen in the last 5 minutes and what they look at; the views of the last hour. */
export async function realtime(payload: Payload) {
  const now = Date.now()
  const at = (offset: number) => new Date(now + offset).toISOString()
  const { totalDocs } = await payload.db.count({
    collection: pageViewsSlug,
    where: { createdAt: { greater_than_equal: at(-60 * MINUTE_MS) } },
    req,
  })
  const recent = (await tallyViews(payload, at(-ACTIVE_MS), at(MINUTE_MS))).totals()
  return {
    activeVisitors: recent.uniqueVisitors,
    pageViewsLastHour: totalDocs,
    activePages: await siteTopPages(payload, recent),
    timestamp: new Date(now).toISOString(),
  }
}
