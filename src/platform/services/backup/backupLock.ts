import 'server-only'

import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs'
import path from 'node:path'

/** A refusal whose French message is shown as is (to the operator and on the settings screen). */
export class BackupError extends Error {}

const IN_PROGRESS = 'Une sauvegarde est déjà en cours : réessayez quand elle sera terminée.'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but is another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One backup at a time, across processes (`npm run backup` in a shell and the settings screen's
 * download run apart), and no optimisation of the database beside one: a lock file created atomically (O_EXCL) in the backups folder, holding
 * its process's id; the lock of a process that died is taken over. Returns its release.
 */
export function lockBackups(folder: string, busy = IN_PROGRESS): () => void {
  mkdirSync(folder, { recursive: true })
  const lock = path.join(folder, '.sauvegarde-en-cours')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lock, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lock, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lock, 'utf8').trim())
      // an empty file: its writer is between creating and writing it, so alive
      if (!holder || alive(holder)) throw new BackupError(busy)
      rmSync(lock, { force: true })
    }
  }
  throw new BackupError(busy)
}
