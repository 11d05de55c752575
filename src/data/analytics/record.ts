import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { pageViewsSlug } from '@/lib/slugs'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'

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

export async function recordPageView(payload: Payload, input: PageViewInput, client: Client) {
  return payload.create({
    collection: pageViewsSlug,
    overrideAccess: true,
    data: {
      path: input.path,
      title: input.title,
      source: trafficSource(input.referrer, client.host),
      department: departmentOf(input.path),
      visitorHash: visitorHash(payload.secret, client),
      sessionId: input.sessionId,
      duration: input.duration ?? 0,
    },
  })
}
