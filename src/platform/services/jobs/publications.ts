import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import { asBackgroundWork } from '@/platform/cache/backgroundWork'
import { claimOnce } from '@/platform/services/mail/claims'

import type { TaskHandlerFunction } from './backgroundTask'

/** The queue Payload's « Planifier » puts its `schedulePublish` jobs on (not configurable in 3.90). */
export const PUBLICATION_QUEUE = 'default'

const SCHEDULE_PUBLISH = 'schedulePublish'
const ONCE = Symbol.for('bk.publishOnce')

/**
 * A scheduled publication happens once, whatever the number of instances. Payload's runner picks
 * a job with a read then a write, so two instances' runners can both take it; each try of a job
 * is claimed by a unique key (`mail-claims`, as the mails' tries are), and the runner that loses
 * the claim ends the job without publishing. A try that failed leaves the next try its own key.
 * Payload adds its task to the configuration itself, once collections ask for it: it is wrapped
 * here, when Payload starts (`onInit`), and runs as background work (its cache tags reach the
 * site through the edges: src/platform/cache/backgroundWork.ts).
 */
export function publishOnce(payload: Payload): void {
  const task = payload.config.jobs.tasks?.find(({ slug }) => slug === SCHEDULE_PUBLISH) as
    (TaskConfig & { [ONCE]?: true }) | undefined
  if (!task || task[ONCE] || typeof task.handler !== 'function') return
  const publish = task.handler as TaskHandlerFunction
  const once: TaskHandlerFunction = async (args) =>
    (await claimOnce(args.req.payload, `publication:${args.job.id}:${args.job.totalTried ?? 0}`))
      ? asBackgroundWork(() => publish(args))
      : { output: {} }
  task.handler = once
  task[ONCE] = true
}
