import type { FeatureJobs } from '@/platform/services/jobs/config'

import { quoteRemindersTask, REMINDERS_QUEUE } from './reminders'

/** The sales reminders: queued every hour, sent at QUOTE_REMINDER_HOUR (payload.config.ts runs them). */
export const quoteJobs: FeatureJobs = {
  tasks: [quoteRemindersTask],
  autoRun: [{ cron: '0 * * * * *', queue: REMINDERS_QUEUE, limit: 1 }],
}
