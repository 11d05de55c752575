// features: platform
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  CONFIGURATION,
  configurationProblems,
  setting,
  wrongValue,
} from '@/platform/runtime/configuration'

import { CONFIGURATION_DOC, withConfigurationTable } from '../../scripts/lib/configurationDoc'
import { TSX } from '../../scripts/lib/run'

/** #60: every variable is declared once (src/platform/runtime/configuration.ts); the rest follows from it. */
describe('the configuration, declared once', () => {
  it('writes docs/configuration.md’s table (npm run docs:configuration when this fails)', () => {
    const doc = readFileSync(CONFIGURATION_DOC, 'utf8')
    expect(withConfigurationTable(doc)).toBe(doc)
    for (const name of Object.keys(CONFIGURATION)) expect(doc).toContain(`| \`${name}\` |`)
  })

  it('reads each value as declared: the default when unset or blank', () => {
    expect(setting('PORT', {})).toBe(3000)
    expect(setting('PORT', { PORT: ' 8080 ' })).toBe(8080)
    expect(setting('RATE_LIMIT_FORMS_MAX', { RATE_LIMIT_FORMS_MAX: '' })).toBe(10)
    expect(setting('PAGE_VIEW_RETENTION_DAYS', { PAGE_VIEW_RETENTION_DAYS: '30' })).toBe(60)
    expect(setting('QUOTE_REMINDER_HOUR', { QUOTE_REMINDER_HOUR: 'off' })).toBeNull()
    expect(setting('BACKUP_CRON', { BACKUP_CRON: '15  2 * * 0' })).toBe('15 2 * * 0')
    expect(setting('TRUST_PROXY', { TRUST_PROXY: '2' })).toBe(2)
    expect(setting('CSRF_ORIGINS', { CSRF_ORIGINS: 'https://a.ne/x, https://b.ne' })).toEqual([
      'https://a.ne',
      'https://b.ne',
    ])
    expect(setting('PUBLIC_URL', { PUBLIC_URL: 'https://www.bk.ne/' })).toBe('https://www.bk.ne')
    // a value the start refused, set since by a test or a script: the default
    expect(setting('RATE_LIMIT_AUTH_MAX', { RATE_LIMIT_AUTH_MAX: 'vingt' })).toBe(20)
  })

  it('refuses at start each wrong value with a sentence in French and English naming it', () => {
    expect(configurationProblems({})).toEqual([])
    const good = {
      PORT: '3000',
      PUBLIC_URL: 'https://www.bk-multiservices.ne',
      DATABASE_URI: 'postgres://bk:secret@db:5432/site',
      RATE_LIMIT_STORE: 'database',
      TIME_ZONE: 'Africa/Lagos',
      BACKUP_CRON: 'off',
      SMTP_URL: 'smtps://u:p@mail.bk.ne:465',
      MAIL_FROM: 'BK <contact@bk.ne>',
      S3_BUCKET: 'bk',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(configurationProblems(good)).toEqual([])

    const problems = configurationProblems({
      PORT: 'trois mille',
      RATE_LIMIT_FORMS_MAX: '-1',
      TIME_ZONE: 'Mars/Olympus',
      BACKUP_CRON: 'toutes les nuits',
      CSRF_ORIGINS: 'ftp://bk.ne',
      DEMO_MODE: 'non',
      S3_BUCKET: 'bk',
    })
    expect(problems).toContain(
      'PORT : « trois mille » n’est pas un nombre entier de 1 à 65535. / PORT: "trois mille" is not a whole number from 1 to 65535.',
    )
    for (const name of [
      'RATE_LIMIT_FORMS_MAX',
      'TIME_ZONE',
      'BACKUP_CRON',
      'CSRF_ORIGINS',
      'DEMO_MODE',
    ])
      expect(problems.some((problem) => problem.startsWith(`${name} : «`))).toBe(true)
    expect(problems).toContain(
      'S3_ACCESS_KEY_ID manque : S3_BUCKET est donné. / S3_ACCESS_KEY_ID is missing: S3_BUCKET is set.',
    )
    expect(problems).toHaveLength(8)
    expect(wrongValue('BACKUP_KEEP', { BACKUP_KEEP: '2.5' })).toBe('2.5')
    expect(wrongValue('BACKUP_KEEP', { BACKUP_KEEP: '3' })).toBeUndefined()
  })

  it('stops `npm start` before it migrates or builds anything', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bk-config-'))
    try {
      const started = spawnSync(process.execPath, [...TSX, 'scripts/start.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc', RATE_LIMIT_STORE: 'redis' },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(started.status).toBe(1)
      expect(started.stderr).toContain('PORT : « abc » n’est pas un nombre entier de 1 à 65535.')
      expect(started.stderr).toContain('RATE_LIMIT_STORE: "redis" is not "memory" or "database".')
      expect(existsSync(path.join(dataDir, 'site.db'))).toBe(false)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
