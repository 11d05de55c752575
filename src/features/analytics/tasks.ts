// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { TaskConfig } from 'payload'

import { DAY_MS } from '@/lib/days'
import { pageViewRetentionDays, statisticsCron } from '@/platform/runtime/environment'

import { purgeViewsBefore, rollUpFinishedDays } from './rollups'

export const STATISTICS_QUEUE = 'statistics'

const schedule = () => [{ cron: statisticsCron(), queue: STATISTICS_QUEUE }]

/**
 * The statistics' background work, queued by Payload's scheduling (STATISTICS_CRON, hourly) and run
 * by the `statistics` queue's runner (src/platform/services/jobs/config.ts). Both are safe to run twice at
 * once, as two instances may (Payload's scheduling and its runner each read, then write): a day is
 * stored once (its unique `day` refuses the second summary) and a purge deletes what is left. A
 * failed run is logged by Payload and done by the next one.
 */
export const statisticsTasks: TaskConfig[] = [
  {
    slug: 'sum-up-page-views',
    label: 'Bilan des jours de visites terminés',
    schedule: schedule(),
    retries: 0,
    handler: async ({ req: { payload } }) => {
      await rollUpFinishedDays(payload)
      return { output: {} }
    },
  },
  {
    slug: 'purge-page-views',
    label: 'Purge des pages vues trop anciennes',
    schedule: schedule(),
    retries: 0,
    handler: async ({ req: { payload } }) => {
      // a day's raw views are deleted only once it is summed up
      await rollUpFinishedDays(payload)
      await purgeViewsBefore(
        payload,
        new Date(Date.now() - pageViewRetentionDays() * DAY_MS).toISOString(),
      )
      return { output: {} }
    },
  },
]
