import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { QuoteEvent, User } from '@/generated/payload-types'
import type { QuoteEventKind } from '@/lib/labels'
import { quoteEventsSlug, usersSlug } from '@/lib/slugs'

type Person = Pick<User, 'firstName' | 'lastName' | 'email'>

/** An account as the history names it: its name, else its address. */
export const accountName = (user: Person) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

/** The accounts that may own a request (administrators), by name. */
export async function requestOwners(payload: Payload): Promise<{ id: number; name: string }[]> {
  const { docs } = await payload.find({
    collection: usersSlug,
    where: { role: { in: ['admin', 'super-admin'] } },
    select: { firstName: true, lastName: true, email: true },
    sort: 'email',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((user) => ({ id: user.id, name: accountName(user) }))
}

/** The customer, as the history names what they did on their page. */
export const customerActor = (name: string) => `Client : ${name}`

/**
 * Who made a change: the customer on their page (`context.quoteCustomer`), the signed-in account,
 * or the site itself (a job).
 */
export function actorOf(req: Partial<PayloadRequest>): { actor: string; user?: number } {
  const customer = req.context?.quoteCustomer
  if (typeof customer === 'string') return { actor: customerActor(customer) }
  const user = req.user as (User & { collection?: string }) | null | undefined
  if (user?.collection === 'users') return { actor: accountName(user), user: user.id }
  return { actor: 'Site' }
}

export type NewQuoteEvent = {
  request: number | string
  kind: QuoteEventKind
  summary: string
  actor: string
  user?: number
  data?: QuoteEvent['data']
  onceKey?: string
}

/**
 * Writes one event of a request's history. With `req`, inside the change's own transaction: the
 * event and the change are kept or lost together.
 */
export async function recordQuoteEvent(
  payload: Payload,
  event: NewQuoteEvent,
  req?: Partial<PayloadRequest>,
): Promise<QuoteEvent> {
  return payload.create({
    collection: quoteEventsSlug,
    data: { ...event, request: event.request as number },
    overrideAccess: true,
    req,
  })
}
