import type { FeatureJobs } from '@/platform/services/jobs/config'

import { RENTALS_QUEUE, rentalDayTask } from './freeToday'

/** The new day's availability (payload.config.ts runs it). */
export const rentalJobs: FeatureJobs = {
  tasks: [rentalDayTask],
  autoRun: [{ cron: '0 * * * * *', queue: RENTALS_QUEUE, limit: 1 }],
}
