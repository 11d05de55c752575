import 'server-only'

import type { TaskConfig } from 'payload'

import { asBackgroundWork } from '@/platform/cache/backgroundWork'

/** A task's handler when it is a function (Payload also takes a module path). */
export type TaskHandlerFunction = Extract<TaskConfig['handler'], (...args: never[]) => unknown>

/** A task whose saves are known as background work (src/platform/cache/backgroundWork.ts). */
export function asBackgroundTask<T extends TaskConfig>(task: T): T {
  const handler = task.handler as TaskHandlerFunction
  const run: TaskHandlerFunction = (args) => asBackgroundWork(() => handler(args))
  return { ...task, handler: run }
}
