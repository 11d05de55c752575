/**
 * Writes refused while a restore runs (#58): from before its safety backup to the end, so that
 * nothing the site acknowledges falls between the backup and the restored data. The edge and the
 * app share one process but not one module graph: the state lives on globalThis.
 */
const KEY = Symbol.for('bk.site.writeGate')

/** `closers`: the restores under way (a second one refused by the backups' lock reopens nothing). */
type Gate = { closers: number; inFlight: number; drained: (() => void)[] }
type Holder = { [KEY]?: Gate }

function gate(): Gate {
  const holder = globalThis as Holder
  holder[KEY] ??= { closers: 0, inFlight: 0, drained: [] }
  return holder[KEY]
}

/**
 * The PostgreSQL advisory lock that closes every instance's writes while one of them restores:
 * each write's transaction holds it shared (src/platform/plugins/restoreFence.ts), the restore holds it
 * alone (src/platform/services/backup/restoreFence.ts). Any stable number the site uses for nothing else.
 */
export const RESTORE_FENCE_LOCK = 7_305_462_019

/** Whether this process is restoring: its own writes then are the restore's, never fenced. */
export const writesClosedHere = (): boolean => gate().closers > 0

/** How long a refused writer is asked to wait before sending again (Retry-After, seconds). */
export const WRITES_RETRY_AFTER_SECONDS = 60

/**
 * Lets one write in, and returns what says it is over; null while writes are closed. Every write
 * admitted is waited for before the restore begins.
 */
export function admitWrite(): (() => void) | null {
  return gate().closers > 0 ? null : holdWrite()
}

/**
 * Counts work that follows an admitted write (its mails, after the answer) even once writes are
 * closed: the restore waits for it too.
 */
export function holdWrite(): () => void {
  const state = gate()
  state.inFlight += 1
  let done = false
  return () => {
    if (done) return
    done = true
    state.inFlight -= 1
    if (state.inFlight === 0) for (const resolve of state.drained.splice(0)) resolve()
  }
}

/** Closes writes and waits until those already admitted have answered (at most `timeoutMs`). */
export async function closeWrites(timeoutMs = 30_000): Promise<void> {
  const state = gate()
  state.closers += 1
  if (state.inFlight === 0) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    state.drained.push(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Ends one `closeWrites`: writes open again once every restore under way has ended. */
export function openWrites(): void {
  const state = gate()
  state.closers = Math.max(0, state.closers - 1)
}
