import 'server-only'

import { after } from 'next/server'

import { holdWrite } from '@/platform/runtime/writeGate'

/** Payload's logger, or anything that logs an error the same way. */
type ErrorLog = { error: (details: { err: unknown }, message: string) => void }

const consoleLog: ErrorLog = { error: ({ err }, message) => console.error(message, err) }

/**
 * Work a visitor's answer does not wait for (a mail, a lookup whose duration would tell
 * something): Next runs it once the answer is sent; outside a request (scripts, tests calling a
 * handler directly) it starts on the next turn of the event loop. A failure is logged (to
 * Payload's logger where there is one), never thrown at anyone.
 */
export function afterAnswer(
  work: () => Promise<unknown>,
  what: string,
  log: ErrorLog = consoleLog,
): void {
  // a restore waits for it as for the write it follows (src/platform/runtime/writeGate.ts)
  const held = holdWrite()
  const run = () =>
    work()
      .catch((error: unknown) => log.error({ err: error }, `${what} : échec après la réponse`))
      .finally(held)
  try {
    after(run)
  } catch {
    setImmediate(() => void run())
  }
}
