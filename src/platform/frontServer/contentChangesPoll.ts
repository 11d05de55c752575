import { callInternal } from './internalCall'

/**
 * Every `intervalMs`, asks the app to revalidate what other instances changed (the internal
 * content-changes route). One call at a time; failures wait for the next tick.
 */
export function pollContentChanges(port: number, intervalMs: number): void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await callInternal(port, 'content-changes').then((response) => response.body?.cancel())
    } catch {
      // the app is starting or stopping: the next tick tries again
    } finally {
      running = false
    }
  }
  // unref: the poll never keeps a stopping process alive
  setInterval(() => void tick(), intervalMs).unref()
}
