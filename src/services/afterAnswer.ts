import 'server-only'

import { after } from 'next/server'

/**
 * Work a visitor's answer does not wait for (a mail, a lookup whose duration would tell
 * something): Next runs it once the answer is sent; outside a request (scripts, tests calling a
 * handler directly) it starts on the next turn of the event loop. A failure is logged, never
 * thrown at anyone.
 */
export function afterAnswer(work: () => Promise<unknown>, what: string): void {
  const run = () =>
    work().catch((error: unknown) => console.error(`${what} : échec après la réponse`, error))
  try {
    after(run)
  } catch {
    setImmediate(() => void run())
  }
}
