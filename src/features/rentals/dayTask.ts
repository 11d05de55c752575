// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { TaskConfig } from 'payload'

import { equipmentSlug } from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'
import { revalidateFromJob } from '@/platform/cache/revalidate'

import { sendRentalReminders } from './reminders'

export const RENTALS_QUEUE = 'rentals'

/**
 * The rentals' day (#61), queued every hour on every instance: in the first hour of the
 * company's day (whatever TIME_ZONE's offset), the units free today change without any save, so
 * the machines' pages and answers are expired; at the reminders' hour, the morning's rental
 * reminders leave, once (reminders.ts).
 */
export const rentalDayTask: TaskConfig = {
  slug: 'rental-day',
  label: 'Journée de location (disponibilités, rappels)',
  schedule: [{ cron: '0 * * * *', queue: RENTALS_QUEUE }],
  retries: 1,
  handler: async ({ req }) => {
    if (companyDayAndHour(new Date()).hour === 0) await revalidateFromJob(equipmentSlug, req)
    await sendRentalReminders(req.payload)
    return { output: {} }
  },
}
