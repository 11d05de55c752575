import 'server-only'

import type { TaskConfig } from 'payload'

import { createScheduledBackup } from './backup'
import { backupCron } from '@/platform/runtime/environment'

export const BACKUP_QUEUE = 'backups'

/**
 * The nightly backup (BACKUP_CRON, 03:30 by default), queued by Payload's scheduling and run by
 * one instance's `backups` queue: `npm run backup` in a child process, with the bucket copy and
 * the retention of the archives (backup.ts). Two instances taking the same job on one machine
 * make one archive (the backups folder's lock refuses the second); on two machines, each keeps
 * its own. A failed night is logged; the next one tries again, and `npm run backup` can be run
 * by hand.
 */
export const backupTask: TaskConfig = {
  slug: 'nightly-backup',
  label: 'Sauvegarde de la nuit',
  schedule: (() => {
    const cron = backupCron()
    return cron ? [{ cron, queue: BACKUP_QUEUE }] : []
  })(),
  retries: 0,
  handler: async () => {
    const { file, size } = await createScheduledBackup()
    return { output: { file, size } }
  },
}
