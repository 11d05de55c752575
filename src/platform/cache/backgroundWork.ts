import { AsyncLocalStorage } from 'node:async_hooks'

/** One per process, shared by the module graphs that import this file (hooks and the jobs). */
const STORE_KEY = Symbol.for('bk.site.backgroundWork')
const holder = globalThis as { [STORE_KEY]?: AsyncLocalStorage<true> }
const store = (holder[STORE_KEY] ??= new AsyncLocalStorage<true>())

/**
 * Runs a job of the queue as background work. Payload's runner starts inside the request that
 * first started Payload, so Next's `revalidateTag` there finds that request's long-finished
 * store, does not throw and expires nothing: a scheduled publication stayed a 404 on the site.
 * Saves made here are known as such (`isBackgroundWork`), and their cache tags go through the
 * content versions instead, which this instance's edge, as every other, picks up in a few seconds
 * (src/platform/cache/revalidate.ts).
 */
export function asBackgroundWork<T>(work: () => T): T {
  return store.run(true, work)
}

export const isBackgroundWork = (): boolean => store.getStore() === true
