import 'server-only'

import type { Payload } from 'payload'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import { mailClaimsSlug } from '@/lib/slugs'
import { setting } from '@/platform/runtime/configuration'
import { quoteReminders } from '@/platform/runtime/environment'
import { companyDayAndHour } from '@/lib/timeZone'

/**
 * How long a try may last before another runner takes the mail as lost with a process that
 * died (kill -9, a crash) in the middle of it. SMTP's own time-outs (transport.ts) end a live try
 * well before.
 */
export function claimLeaseMs(): number {
  return setting('MAIL_CLAIM_LEASE_MS')
}

const keyOf = (emailId: number | string, attempt: number) => `${emailId}:${attempt}`

type Claim = { claimed: true } | { claimed: false; since: Date }

/**
 * Takes try `attempt` of stored mail `emailId` for this runner, or says since when another has
 * it. Payload's job runner picks a job with a read then a write, so two instances can run one
 * job at once; the database's unique `key` lets one insert win and refuses the other, on SQLite
 * as on PostgreSQL (and MongoDB's unique index). Outside any transaction: on PostgreSQL the
 * refused insert would abort the surrounding one.
 */
export async function claimTry(payload: Payload, emailId: number | string, attempt: number) {
  const key = keyOf(emailId, attempt)
  try {
    await payload.db.create({ collection: mailClaimsSlug, data: { key }, req })
    return { claimed: true } satisfies Claim
  } catch (error) {
    const held = await payload.db.findOne<{ id: number | string; createdAt: string }>({
      collection: mailClaimsSlug,
      where: { key: { equals: key } },
      req,
    })
    if (!held) throw error
    return { claimed: false, since: new Date(held.createdAt) } satisfies Claim
  }
}

/**
 * A unique key taken once, by whichever runner (of any instance) inserts it first: true for that
 * one, false for every other. Daily work that must happen once (the sales reminders) claims its day.
 */
export async function claimOnce(payload: Payload, key: string): Promise<boolean> {
  try {
    await payload.db.create({ collection: mailClaimsSlug, data: { key }, req })
    return true
  } catch (error) {
    const held = await payload.db.findOne({
      collection: mailClaimsSlug,
      where: { key: { equals: key } },
      req,
    })
    if (!held) throw error
    return false
  }
}

/**
 * The morning's reminders, once: at `QUOTE_REMINDER_HOUR` of the company's clock, the first
 * runner (of any instance) to claim `<name>:<day>` gets the reminders' settings and the day; every
 * other run, another hour, or reminders turned off gets null. The sales' and the rentals' share it.
 */
export async function claimReminderMorning(payload: Payload, name: string, now: Date) {
  const settings = quoteReminders()
  if (!settings) return null
  const { day, hour } = companyDayAndHour(now)
  if (hour !== settings.hour) return null
  if (!(await claimOnce(payload, `${name}:${day}`))) return null
  return { ...settings, day }
}

/**
 * A stored mail's claims, tries 1 to `lastTry`, once it has left or been given up: they are no
 * use any more. By their exact keys: a pattern on `<id>:` would also match another mail's
 * (`12:` is inside `112:1`) and free a try in progress.
 */
export async function releaseClaims(
  payload: Payload,
  emailId: number | string,
  lastTry: number,
): Promise<void> {
  const keys = Array.from({ length: lastTry }, (_, index) => keyOf(emailId, index + 1))
  await payload.db.deleteMany({ collection: mailClaimsSlug, where: { key: { in: keys } }, req })
}
