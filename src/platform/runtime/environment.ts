import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isSet, setting } from './configuration'

/**
 * What the process makes of its configuration (the variables: configuration.ts). Imported by
 * payload.config.ts, the edge server and the scripts, so it must stay free of Payload and Next
 * imports.
 */

export const DATA_DIR = path.resolve(process.cwd(), setting('DATA_DIR'))
export const DEFAULT_DATABASE_URI = `file:${path.join(DATA_DIR, 'site.db')}`
/** The media library's files on disk (without S3 storage): Payload writes, the edge reads. */
export const MEDIA_DIR = path.join(DATA_DIR, 'media')
/** Where `npm run backup` and the settings screen's download write their archives. */
export const BACKUP_DIR = path.resolve(process.cwd(), setting('BACKUP_DIR'))

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin1234' } as const
export const DEMO_SUPER_ADMIN = {
  email: 'superadmin@example.com',
  password: 'superadmin1234',
} as const

export function databaseUri(): string {
  return setting('DATABASE_URI') ?? DEFAULT_DATABASE_URI
}

function isMongoUri(uri: string): boolean {
  return /^mongodb(\+srv)?:\/\//.test(uri)
}

function isPostgresUri(uri: string): boolean {
  return /^postgres(ql)?:\/\//.test(uri)
}

export type DatabaseEngine = 'sqlite' | 'postgres' | 'mongodb'

/** Which database DATABASE_URI names: its scheme decides, in this one place. */
export function databaseEngine(uri = databaseUri()): DatabaseEngine {
  if (isMongoUri(uri)) return 'mongodb'
  return isPostgresUri(uri) ? 'postgres' : 'sqlite'
}

/** Path of the SQLite file behind a `file:` URI (relative paths resolve from the project root). */
export function sqliteFilePath(uri: string): string {
  return path.resolve(process.cwd(), uri.replace(/^file:/, ''))
}

/**
 * Demo mode: demo accounts exist and their credentials are printed. It is on unless the first
 * administrator comes from the environment (ADMIN_EMAIL and ADMIN_PASSWORD) or DEMO_MODE=false.
 */
export function isDemoMode(): boolean {
  if (setting('DEMO_MODE') === false) return false
  return !(isSet('ADMIN_EMAIL') && isSet('ADMIN_PASSWORD'))
}

/**
 * PAYLOAD_SECRET from the environment, else a random secret kept in data/.payload-secret so
 * sessions survive restarts. Several instances must share PAYLOAD_SECRET (docs/deployment.md).
 */
export function payloadSecret(): string {
  const fromEnv = setting('PAYLOAD_SECRET')
  if (fromEnv) return fromEnv
  const file = path.join(DATA_DIR, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(DATA_DIR, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch {
    // another process created it first: use theirs
    return readFileSync(file, 'utf8').trim()
  }
}

/** Where the rate-limit counters live: this process (default) or the database all instances share. */
export function rateLimitStoreKind(): 'memory' | 'database' {
  return setting('RATE_LIMIT_STORE')
}

/**
 * Acknowledgements of quote requests that one address receives, and one client asks for, in a
 * UTC day (QUOTE_ACK_MAX_PER_ADDRESS, 3; QUOTE_ACK_MAX_PER_CLIENT, 10).
 */
export function acknowledgementLimits(): { perAddress: number; perClient: number } {
  return {
    perAddress: setting('QUOTE_ACK_MAX_PER_ADDRESS'),
    perClient: setting('QUOTE_ACK_MAX_PER_CLIENT'),
  }
}

/** How many days an item stays in the trash before it is deleted for good (TRASH_RETENTION_DAYS, 30). */
export const trashRetentionDays = () => setting('TRASH_RETENTION_DAYS')

/** How many days raw page views are kept (PAGE_VIEW_RETENTION_DAYS, 90 by default, 60 at least). */
export const pageViewRetentionDays = () => setting('PAGE_VIEW_RETENTION_DAYS')

/**
 * When the statistics' background tasks (summing up finished days, the retention purge) are
 * queued: every hour at :05 by default.
 */
export function statisticsCron(): string {
  return setting('STATISTICS_CRON')
}

/**
 * When the weekly report of last week's statistics is mailed to the accounts that asked for it:
 * Mondays at 06:00 UTC (07:00 in Niamey) by default.
 */
export function weeklyReportCron(): string {
  return setting('WEEKLY_REPORT_CRON')
}

/** When the nightly backup is queued: 03:30 by default; `off` for none (another machine's). */
export function backupCron(): string | null {
  return setting('BACKUP_CRON')
}

export const serverPort = () => setting('PORT')

export function publicUrl(): string {
  return setting('PUBLIC_URL') ?? `http://localhost:${serverPort()}`
}

/** `PUBLIC_URL` when it is set: Payload's serverURL (absolute links; the admin's API calls). */
export function configuredPublicUrl(): string | undefined {
  return setting('PUBLIC_URL')
}

/**
 * The origins from which a request carrying the login cookie is accepted (Payload's `csrf`
 * list): the site's public address, its own loopback addresses on PORT (the demo answers at
 * localhost and 127.0.0.1; no other site can have those origins), and CSRF_ORIGINS.
 */
export function trustedOrigins(): string[] {
  const port = serverPort()
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]
  return [...new Set([new URL(publicUrl()).origin, ...loopback, ...setting('CSRF_ORIGINS')])]
}

/**
 * The client's address as the edge's rate limits saw it (`TRUST_PROXY` applied): the edge drops
 * whatever a client sends under this name and sets it on the rate-limited paths.
 */
export const CLIENT_IP_HEADER = 'x-client-ip'

/** The header carrying the internal token on the edge's loopback calls to the app. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/**
 * The sales reminders (#42): the hour of the company's clock (TIME_ZONE) when each owner gets
 * their overdue next actions and unanswered quotes (QUOTE_REMINDER_HOUR, 8 by default; `off`
 * for none), and after how many days a sent quote counts as unanswered (QUOTE_REMINDER_AFTER_DAYS, 3).
 */
export function quoteReminders(): { hour: number; afterDays: number } | null {
  const hour = setting('QUOTE_REMINDER_HOUR')
  return hour === null ? null : { hour, afterDays: setting('QUOTE_REMINDER_AFTER_DAYS') }
}
