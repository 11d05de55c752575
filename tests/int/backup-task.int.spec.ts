// features: platform
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { BACKUP_QUEUE } from '@/platform/services/backup/backupTask'
import { BACKUP_DIR, backupCron } from '@/platform/runtime/environment'

import { runQueueAt } from '../helpers/jobsQueue'
import { testPayload } from '../helpers/payload'

/**
 * The nightly backup is a scheduled task of the jobs queue (no system timer): queued for the
 * next 03:30, and at that time `npm run backup` writes an archive of the suite's database (on
 * SQLite, then on PostgreSQL) into backups/.
 */
let payload: Payload
const req = {} as PayloadRequest
const BACKUPS = BACKUP_DIR

const archives = () => {
  try {
    return readdirSync(BACKUPS).filter((name) => /^backup-.*\.tar\.gz$/.test(name))
  } catch {
    return []
  }
}

const backupJobs = async () =>
  (
    await payload.db.find<{ id: number | string; waitUntil: string; taskSlug: string }>({
      collection: 'payload-jobs',
      where: { queue: { equals: BACKUP_QUEUE } },
      pagination: false,
      req,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    where: { queue: { equals: BACKUP_QUEUE } },
    req,
  })
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('nightly backup on the jobs queue', () => {
  it('is queued for the next 03:30, and then writes an archive of the database', async () => {
    // the developer's own archives in backups/ stay: no retention in this run
    vi.stubEnv('BACKUP_KEEP', '100000')
    const before = new Set(archives())
    await payload.jobs.handleSchedules({ queue: BACKUP_QUEUE })
    const [job, ...others] = await backupJobs()
    expect(others).toEqual([])
    expect(job?.taskSlug).toBe('nightly-backup')
    const at = new Date(job!.waitUntil)
    expect([at.getHours(), at.getMinutes()]).toEqual([3, 30])
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)

    await runQueueAt(payload, BACKUP_QUEUE, at.getTime())
    const written = archives().filter((name) => !before.has(name))
    try {
      expect(written).toHaveLength(1)
      const entries = execFileSync('tar', ['-tzf', path.join(BACKUPS, written[0]!)], {
        encoding: 'utf8',
      })
      expect(entries).toContain('manifest.json')
      expect(await backupJobs()).toEqual([])
    } finally {
      for (const name of written) rmSync(path.join(BACKUPS, name), { force: true })
    }
  })

  it('reads its time from BACKUP_CRON; `off` leaves it to another machine', () => {
    expect(backupCron()).toBe('30 3 * * *')
    vi.stubEnv('BACKUP_CRON', '15 2 * * 0')
    expect(backupCron()).toBe('15 2 * * 0')
    vi.stubEnv('BACKUP_CRON', 'off')
    expect(backupCron()).toBeNull()
    vi.stubEnv('BACKUP_CRON', 'toutes les nuits')
    expect(backupCron()).toBe('30 3 * * *')
  })
})
