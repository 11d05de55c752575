import type { FeatureJobs } from '@/platform/services/jobs/config'

import { RENTALS_QUEUE, rentalDayTask } from './dayTask'

/** The new day's availability and the morning's reminders (payload.config.ts runs them). */
export const rentalJobs: FeatureJobs = {
  tasks: [rentalDayTask],
  autoRun: [{ cron: '0 * * * * *', queue: RENTALS_QUEUE, limit: 1 }],
}
