// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, TaskConfig, Where } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { DAY_MS } from '@/lib/days'
import { USER_ROLES } from '@/lib/labels'
import { formatLongDate, formatLongDateTime } from '@/lib/format'
import { quoteReference } from '@/lib/quoteReference'
import { relationId } from '@/lib/relationId'
import { publicUrl } from '@/platform/runtime/environment'
import { quoteRequestsSlug, usersSlug } from '@/lib/slugs'
import { mailBrand } from '@/platform/services/mail/brand'
import { claimReminderMorning } from '@/platform/services/mail/claims'
import { quoteRemindersMail, type ReminderItem, type ReminderLists } from './mails'
import { sendMail } from '@/platform/services/mail/outbox'

export const REMINDERS_QUEUE = 'reminders'

const OPEN: Where = { stage: { in: ['new', 'qualified', 'quoted'] } }

const ownerId = (request: Pick<QuoteRequest, 'owner'>) => relationId(request.owner)

const item = (request: QuoteRequest, what: string): ReminderItem => ({
  title: `${quoteReference(request.id)} — ${request.name}${request.company ? ` (${request.company})` : ''}`,
  what,
  link: `${publicUrl()}/admin/collections/${quoteRequestsSlug}/${request.id}`,
})

/**
 * Each owner's reminders, mailed once a day at QUOTE_REMINDER_HOUR on the company's clock:
 * their open requests whose next action is past, and their quotes sent more than
 * QUOTE_REMINDER_AFTER_DAYS days ago without an answer; the same of requests nobody owns, to
 * every administrator. The day is claimed first, so that a
 * second run, on this instance or another, sends nothing. Returns how many mails were queued
 * (null: not the hour, already done, or reminders off).
 */
export async function sendQuoteReminders(
  payload: Payload,
  now = new Date(),
): Promise<number | null> {
  const settings = await claimReminderMorning(payload, 'rappels-devis', now)
  if (!settings) return null

  const sentBefore = new Date(now.getTime() - settings.afterDays * DAY_MS).toISOString()
  const find = (where: Where) =>
    payload.find({
      collection: quoteRequestsSlug,
      where: { and: [OPEN, where] },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  const [overdue, unanswered] = await Promise.all([
    find({ nextActionAt: { less_than: now.toISOString() } }),
    find({
      and: [
        { stage: { equals: 'quoted' } },
        { 'quote.sentAt': { less_than: sentBefore } },
        { 'quote.acceptedAt': { exists: false } },
        { 'quote.refusedAt': { exists: false } },
      ],
    }),
  ])
  const byOwner = new Map<number, ReminderLists>()
  const list = (id: number) => {
    if (!byOwner.has(id)) byOwner.set(id, { overdue: [], unanswered: [], unowned: [] })
    return byOwner.get(id)!
  }
  // a request nobody owns is every administrator's: it would otherwise be nobody's (#59)
  const unowned: ReminderItem[] = []
  const file = (request: QuoteRequest, kind: 'overdue' | 'unanswered', entry: ReminderItem) => {
    const owner = ownerId(request)
    if (owner) list(owner)[kind].push(entry)
    else unowned.push(entry)
  }
  for (const request of overdue.docs) {
    const note = request.nextActionNote ? ` — ${request.nextActionNote}` : ''
    file(
      request,
      'overdue',
      item(request, `Prévue le ${formatLongDateTime(request.nextActionAt!)}${note}`),
    )
  }
  for (const request of unanswered.docs)
    file(
      request,
      'unanswered',
      item(request, `Devis envoyé le ${formatLongDate(request.quote!.sentAt!)}, sans réponse`),
    )
  if (!byOwner.size && !unowned.length) return 0
  const recipients = await payload.find({
    collection: usersSlug,
    // every account is an administrator (USER_ROLES): those who own some, or all when some are nobody's
    where: unowned.length ? { role: { in: [...USER_ROLES] } } : { id: { in: [...byOwner.keys()] } },
    select: { email: true, firstName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const user of recipients.docs) list(user.id).unowned.push(...unowned)
  const brand = await mailBrand(payload)
  let sent = 0
  for (const user of recipients.docs) {
    const lists = byOwner.get(user.id)
    if (!lists) continue
    await sendMail(payload, {
      kind: 'reminder',
      to: user.email,
      ...quoteRemindersMail(brand, user.firstName ?? '', lists, `${publicUrl()}/admin/pipeline`),
    })
    sent += 1
  }
  return sent
}

/** Queued every hour by Payload's scheduling; only the run at the reminders' hour sends. */
export const quoteRemindersTask: TaskConfig = {
  slug: 'quote-reminders',
  label: 'Relances des devis',
  schedule: [{ cron: '0 * * * *', queue: REMINDERS_QUEUE }],
  retries: 2,
  handler: async ({ req: { payload } }) => {
    await sendQuoteReminders(payload)
    return { output: {} }
  },
}
