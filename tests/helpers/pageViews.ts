import type { Payload } from 'payload'

import { outsideAnyRequest } from '@/platform/cache/outsideAnyRequest'

const DAY = 24 * 60 * 60 * 1000

/** A stored view of another day, written as the beacon writes them. */
export const storedView = (payload: Payload, sessionId: string, daysAgo: number) => {
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString()
  return payload.db.create({
    collection: 'page-views',
    data: { path: '/', source: 'direct', sessionId, duration: 0, createdAt, updatedAt: createdAt },
    req: outsideAnyRequest,
  })
}

/** A session's stored views, newest first. */
export const viewsOf = async (payload: Payload, sessionId: string) =>
  (
    await payload.find({
      collection: 'page-views',
      where: { sessionId: { equals: sessionId } },
      sort: '-createdAt',
      overrideAccess: true,
    })
  ).docs
