import 'server-only'

import type { Payload, Where } from 'payload'

import { rateLimitHitsSlug } from '@/lib/slugs'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'

/**
 * The shared rate-limit counters (RATE_LIMIT_STORE=database): fixed windows aligned on the clock,
 * so every instance puts a client's hits in the same window; one row per hit, counted after it is
 * written (two instances counting at once both see both hits: never under-counted).
 * Payload's database layer directly, as its own key-value store does: these rows have no hooks.
 */
const collection = rateLimitHitsSlug
const CLEANUP_EVERY_MS = 60_000
let lastCleanup = 0

const windowEnd = (windowMs: number, now = Date.now()) =>
  new Date(Math.floor(now / windowMs) * windowMs + windowMs)

const inWindow = (key: string, resetAt: Date): Where => ({
  and: [{ key: { equals: key } }, { resetAt: { equals: resetAt.toISOString() } }],
})

export type HitCount = { totalHits: number; resetTime: Date }

export async function countHit(payload: Payload, key: string, windowMs: number): Promise<HitCount> {
  const resetAt = windowEnd(windowMs)
  await payload.db.create({ collection, data: { key, resetAt: resetAt.toISOString() }, req })
  const { totalDocs } = await payload.db.count({ collection, where: inWindow(key, resetAt), req })
  await dropExpiredHits(payload)
  return { totalHits: totalDocs, resetTime: resetAt }
}

/** Takes back one hit of the current window (express-rate-limit's `decrement`). */
export async function uncountHit(payload: Payload, key: string, windowMs: number): Promise<void> {
  const hit = await payload.db.findOne<{ id: number | string }>({
    collection,
    where: inWindow(key, windowEnd(windowMs)),
    req,
  })
  if (hit) await payload.db.deleteOne({ collection, where: { id: { equals: hit.id } }, req })
}

export async function resetHits(payload: Payload, key: string): Promise<void> {
  await payload.db.deleteMany({ collection, where: { key: { equals: key } }, req })
}

/** The rows of finished windows, at most once a minute per process. */
async function dropExpiredHits(payload: Payload): Promise<void> {
  const now = Date.now()
  if (now - lastCleanup < CLEANUP_EVERY_MS) return
  lastCleanup = now
  await payload.db.deleteMany({
    collection,
    where: { resetAt: { less_than_equal: new Date(now).toISOString() } },
    req,
  })
}
