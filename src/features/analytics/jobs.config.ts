import type { FeatureJobs } from '@/platform/services/jobs/config'

import { STATISTICS_QUEUE, statisticsTasks } from './tasks'
import { REPORT_QUEUE, weeklyReportTask } from './weeklyReport'

/** The statistics' hourly tidy and the Monday report (payload.config.ts runs them). */
export const analyticsJobs: FeatureJobs = {
  tasks: [...statisticsTasks, weeklyReportTask],
  autoRun: [
    // queued by their schedule (STATISTICS_CRON), run within 10 s of it
    { cron: '*/10 * * * * *', queue: STATISTICS_QUEUE, limit: 2 },
    // the Monday report (WEEKLY_REPORT_CRON), within a minute of its time
    { cron: '0 * * * * *', queue: REPORT_QUEUE, limit: 1 },
  ],
}
