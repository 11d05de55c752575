import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import { DAY_MS } from '@/lib/days'
import { pageViewsSlug } from '@/lib/slugs'

import { trafficSource } from './trafficSource'

export type PageViewInput = {
  path: string
  title?: string
  referrer?: string
  sessionId?: string
  duration?: number
}
export type Client = { ip: string; userAgent: string; host?: string }

/**
 * A visitor's fingerprint for today only: HMAC of IP and browser with a salt that changes
 * every day, so no IP is stored and visitors cannot be followed from one day to the next.
 */
export function visitorHash(
  secret: string,
  client: Client,
  day = new Date().toISOString().slice(0, 10),
): string {
  const salt = createHmac('sha256', secret).update(`visiteurs:${day}`).digest()
  return createHmac('sha256', salt)
    .update(`${client.ip}\n${client.userAgent}`)
    .digest('hex')
    .slice(0, 32)
}

const departmentOf = (path: string) => {
  const id = /^\/departement\/([^/?#]+)/.exec(path)?.[1]
  return id ? (DEPARTMENT_ID_TO_SLUG[id as keyof typeof DEPARTMENT_ID_TO_SLUG] ?? null) : null
}

const collection = pageViewsSlug

/**
 * One beacon, one insert: Payload's database layer directly, without the create operation's
 * access, validation and hook work (the route has validated the input). Summing up the finished
 * days and deleting the old raw views are the jobs queue's (src/features/analytics/tasks.ts).
 */
export async function recordPageView(payload: Payload, input: PageViewInput, client: Client) {
  const now = new Date().toISOString()
  await payload.db.create({
    collection,
    data: {
      path: input.path,
      source: trafficSource(input.referrer, client.host),
      department: departmentOf(input.path),
      visitorHash: visitorHash(payload.secret, client),
      sessionId: input.sessionId,
      // a view just recorded has lasted no time yet: whatever a beacon claims, it starts at 0
      duration: 0,
      createdAt: now,
      updatedAt: now,
    },
    req,
  })
}

type Seen = { id: number | string; createdAt: string }

const latestView = async (payload: Payload, where: Where, sort: string) =>
  (
    await payload.db.find<Seen>({
      collection,
      where,
      sort,
      limit: 1,
      pagination: false,
      req,
    })
  ).docs[0]

/**
 * Time spent on the session's latest view of that page; false when there is no such view. The
 * time claimed is capped by what the session allows: no more than has passed since the view,
 * nor past the session's next view (a visitor is on one page at a time), nor past the end of
 * the view's UTC day, so a visit (a session's views of one day) never outlasts its day.
 */
export async function recordDuration(
  payload: Payload,
  data: { path: string; sessionId: string; duration: number },
): Promise<boolean> {
  const inSession = { sessionId: { equals: data.sessionId } }
  const view = await latestView(
    payload,
    { and: [inSession, { path: { equals: data.path } }] },
    '-createdAt',
  )
  if (!view) return false
  const next = await latestView(
    payload,
    { and: [inSession, { createdAt: { greater_than: view.createdAt } }] },
    'createdAt',
  )
  const start = Date.parse(view.createdAt)
  const endOfDay = Date.parse(`${view.createdAt.slice(0, 10)}T00:00:00.000Z`) + DAY_MS
  const end = Math.min(Date.now(), endOfDay, next ? Date.parse(next.createdAt) : Infinity)
  const duration = Math.max(0, Math.min(data.duration, Math.floor((end - start) / 1000)))
  await payload.db.updateOne({ collection, id: view.id, data: { duration }, req })
  return true
}
