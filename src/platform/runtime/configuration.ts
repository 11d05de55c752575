import { z } from 'zod'

import { checkTimeZone } from '@/lib/timeZone'

/**
 * Every variable the site reads from its environment, declared once: what a value must be, its
 * default and what it does. docs/configuration.md's table is written from this list (`npm run
 * docs:configuration`; `configuration.unit` fails when they differ), the start refuses a value
 * that is not what its variable expects with a sentence in French and English naming it
 * (`configurationProblems`, server.ts), and the code reads a value through `setting` only
 * (ESLint refuses `process.env` elsewhere, but for what Next and Node write themselves).
 */

type Words = { fr: string; en: string }

type Variable<T> = {
  /** What its text (trimmed, never blank) must be, and the value it stands for */
  schema: z.ZodType<T>
  /** The value when the variable is unset or blank */
  fallback: T
  /** What a value must be, said to whoever set a wrong one */
  expects: Words
  /** The default, as docs/configuration.md says it */
  byDefault: string
  /** What it does, as docs/configuration.md says it */
  meaning: string
}

const variable = <T>(declared: Variable<T>) => declared

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))

const wholeNumberWords = (min: number, max?: number): Words =>
  max === undefined
    ? { fr: `un nombre entier d’au moins ${min}`, en: `a whole number of at least ${min}` }
    : {
        fr: `un nombre entier de ${min} à ${max}`,
        en: `a whole number from ${min} to ${max}`,
      }

const FLAG = z
  .string()
  .regex(/^(true|false)$/i)
  .transform((text) => text.toLowerCase() === 'true')
const FLAG_WORDS: Words = { fr: '« true » ou « false »', en: '"true" or "false"' }

const isHttpUrl = (text: string) => {
  try {
    return /^https?:$/.test(new URL(text).protocol)
  } catch {
    return false
  }
}
const HTTP_URL = z.string().refine(isHttpUrl)

const CRON_FIELD = /^[\d*,/-]+$/
const CRON = z
  .string()
  .transform((text) => text.split(/\s+/))
  .refine(
    (fields) =>
      (fields.length === 5 || fields.length === 6) &&
      fields.every((field) => CRON_FIELD.test(field)),
  )
  .transform((fields) => fields.join(' '))
const CRON_WORDS: Words = {
  fr: 'une expression cron de 5 champs (ou 6, les secondes d’abord)',
  en: 'a cron expression of 5 fields (or 6, seconds first)',
}

const isTimeZone = (name: string) => {
  try {
    checkTimeZone(name)
    return true
  } catch {
    return false
  }
}

const TEXT = z.string()
const ANY_TEXT: Words = { fr: 'un texte', en: 'a text' }

export const CONFIGURATION = {
  PORT: variable({
    schema: wholeNumber(1, 65535),
    fallback: 3000,
    expects: wholeNumberWords(1, 65535),
    byDefault: '`3000`',
    meaning: 'HTTP port',
  }),
  HOST: variable({
    schema: TEXT,
    fallback: '0.0.0.0',
    expects: ANY_TEXT,
    byDefault: '`0.0.0.0`',
    meaning: 'listening address',
  }),
  PUBLIC_URL: variable({
    schema: HTTP_URL.transform((url) => url.replace(/\/$/, '')),
    fallback: undefined as string | undefined,
    expects: { fr: 'une adresse http(s)', en: 'an http(s) address' },
    byDefault: '`http://localhost:$PORT`',
    meaning:
      "public address, printed at start; `https://…` turns HSTS on; base of the absolute URLs of the sitemap, robots.txt, canonical links, Open Graph and JSON-LD; when set, Payload's `serverURL` (the admin then calls its API at this address) and the origin whose requests may use the login cookie",
  }),
  CSRF_ORIGINS: variable({
    schema: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isHttpUrl))
      .transform((entries) => entries.map((entry) => new URL(entry).origin)),
    fallback: [] as string[],
    expects: {
      fr: 'des origines http(s) séparées par des virgules',
      en: 'http(s) origins separated by commas',
    },
    byDefault: '—',
    meaning:
      'other origins of the same site whose requests may use the login cookie, comma-separated (e.g. `https://www.example.ne,https://admin.example.ne`); `PUBLIC_URL` and `http://localhost:$PORT` / `http://127.0.0.1:$PORT` always may',
  }),
  DATA_DIR: variable({
    schema: TEXT,
    fallback: 'data',
    expects: ANY_TEXT,
    byDefault: '`data`',
    meaning:
      'folder of the SQLite file, uploaded media and documents (unless `S3_BUCKET` is set), and the generated secret',
  }),
  DATABASE_URI: variable({
    schema: z.string().regex(/^(file:|postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/),
    fallback: undefined as string | undefined,
    expects: {
      fr: 'une adresse file:…, postgres://… ou mongodb://…',
      en: 'a file:…, postgres://… or mongodb://… address',
    },
    byDefault: '`file:$DATA_DIR/site.db`',
    meaning:
      '`file:…` for SQLite; `postgres://user:password@host:5432/name` (or `postgresql://`, `?sslmode=require` for a remote server) for PostgreSQL, with its migrations in `src/migrations/postgres`; `mongodb://…` or `mongodb+srv://…` for MongoDB',
  }),
  PAYLOAD_SECRET: variable({
    schema: TEXT,
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: 'random, kept in `$DATA_DIR/.payload-secret`',
    meaning: 'signs sessions; set it (the same on every instance) in production',
  }),
  ADMIN_EMAIL: variable({
    schema: z.string().regex(/^[^\s@]+@[^\s@]+$/),
    fallback: undefined as string | undefined,
    expects: { fr: 'une adresse email', en: 'an email address' },
    byDefault: '—',
    meaning:
      'with `ADMIN_PASSWORD`, demo mode is off: the first super-administrator is created from them and no demo account exists',
  }),
  ADMIN_PASSWORD: variable({
    schema: TEXT,
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: '—',
    meaning: 'the first super-administrator’s password, with `ADMIN_EMAIL`',
  }),
  DEMO_MODE: variable({
    schema: FLAG,
    fallback: undefined as boolean | undefined,
    expects: FLAG_WORDS,
    byDefault: 'on unless `ADMIN_*` are set',
    meaning: '`false` turns demo accounts off',
  }),
  TRUST_PROXY: variable({
    schema: z.string().transform((text) => (/^\d+$/.test(text) ? Number(text) : text)),
    fallback: 'loopback' as string | number,
    expects: ANY_TEXT,
    byDefault: '`loopback`',
    meaning:
      'Express `trust proxy` for the per-IP rate limits: the number of proxies in front, or a list of addresses',
  }),
  RATE_LIMIT_AUTH_MAX: variable({
    schema: wholeNumber(1),
    fallback: 20,
    expects: wholeNumberWords(1),
    byDefault: '`20`',
    meaning: 'login, registration and password-reset attempts per IP per 15 minutes (429 beyond)',
  }),
  RATE_LIMIT_FORMS_MAX: variable({
    schema: wholeNumber(1),
    fallback: 10,
    expects: wholeNumberWords(1),
    byDefault: '`10`',
    meaning: 'quote requests and newsletter sign-ups per IP per 15 minutes',
  }),
  RATE_LIMIT_BEACON_MAX: variable({
    schema: wholeNumber(1),
    fallback: 120,
    expects: wholeNumberWords(1),
    byDefault: '`120`',
    meaning: 'page-view beacons per IP per minute',
  }),
  QUOTE_ACK_MAX_PER_ADDRESS: variable({
    schema: wholeNumber(1),
    fallback: 3,
    expects: wholeNumberWords(1),
    byDefault: '`3`',
    meaning: 'acknowledgements of quote requests one address receives per UTC day',
  }),
  QUOTE_ACK_MAX_PER_CLIENT: variable({
    schema: wholeNumber(1),
    fallback: 10,
    expects: wholeNumberWords(1),
    byDefault: '`10`',
    meaning: 'acknowledgements of quote requests one client (IP) asks for per UTC day',
  }),
  RATE_LIMIT_STORE: variable({
    schema: z.enum(['memory', 'database']),
    fallback: 'memory' as 'memory' | 'database',
    expects: { fr: '« memory » ou « database »', en: '"memory" or "database"' },
    byDefault: '`memory`',
    meaning:
      'where the rate-limit counters live: `memory` (this process) or `database` (the database every instance shares; use it with several instances)',
  }),
  CONTENT_POLL_MS: variable({
    schema: wholeNumber(1),
    fallback: 2000,
    expects: wholeNumberWords(1),
    byDefault: '`2000`',
    meaning: 'how often each instance picks up what the others saved and revalidates those pages',
  }),
  TRASH_RETENTION_DAYS: variable({
    schema: wholeNumber(1),
    fallback: 30,
    expects: wholeNumberWords(1),
    byDefault: '`30`',
    meaning:
      "how many days a machine, article, department or picture stays in the admin's « Corbeille » before the hourly `empty-trash` job deletes it for good (its files with it)",
  }),
  PAGE_VIEW_RETENTION_DAYS: variable({
    // the statistics compare two 30-day periods: raw views are kept at least 60 days
    schema: wholeNumber(1).transform((days) => Math.max(60, days)),
    fallback: 90,
    expects: wholeNumberWords(1),
    byDefault: '`90`',
    meaning:
      "how many days the raw page views of the audience beacon are kept (60 at least: the statistics compare two 30-day periods); older ones are deleted by the statistics' hourly task (`STATISTICS_CRON`), after their day has been summed up in `page-view-days` (the daily summaries are kept; « Réinitialiser » empties both)",
  }),
  SMTP_URL: variable({
    schema: z.string().regex(/^smtps?:\/\//),
    fallback: undefined as string | undefined,
    expects: { fr: 'une adresse smtp://… ou smtps://…', en: 'an smtp://… or smtps://… address' },
    byDefault: '—',
    meaning:
      "the mail server, as nodemailer's connection URL (e.g. `smtps://user:pass@mail.example.ne:465`, or `smtp://…:587` for STARTTLS), used through Payload's `@payloadcms/email-nodemailer`; unset (the demo), every mail is still stored in « Emails envoyés » and printed whole on the console (a newcomer can follow a reset link there)",
  }),
  SMS_GATEWAY_URL: variable({
    schema: HTTP_URL,
    fallback: undefined as string | undefined,
    expects: { fr: 'une adresse http(s)', en: 'an http(s) address' },
    byDefault: '—',
    meaning:
      'an SMS provider\'s HTTP gateway: the rental contract\'s one-time code is also sent to the customer\'s phone, as `POST` JSON `{ "to": "+227…", "text": "…" }` (with `SMS_GATEWAY_TOKEN` as a bearer token), any 2xx counting as sent; unset, the code goes by email only (docs/contracts.md)',
  }),
  SMS_GATEWAY_TOKEN: variable({
    schema: z.string().min(1),
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: '—',
    meaning: "the SMS gateway's key, sent as `Authorization: Bearer …`",
  }),
  MAIL_FROM: variable({
    schema: z.string().regex(/@/),
    fallback: undefined as string | undefined,
    expects: { fr: '« Nom <adresse> » ou une adresse', en: '"Name <address>" or an address' },
    byDefault: 'the company name and the contact email of the general settings',
    meaning: 'the sender, `Nom <adresse>` or a bare address',
  }),
  JOBS_AUTORUN: variable({
    schema: FLAG,
    fallback: true,
    expects: FLAG_WORDS,
    byDefault: '`true`',
    meaning:
      "`false`: this process's queue runners stay still and it queues no scheduled task (its mails still leave right after the answer; their retries, the statistics' tasks and the nightly backup wait for another instance's runner)",
  }),
  MAIL_CLAIM_LEASE_MS: variable({
    schema: wholeNumber(1),
    fallback: 300_000,
    expects: wholeNumberWords(1),
    byDefault: '`300000`',
    meaning:
      'how long a try at sending a mail may last before another runner takes it as cut by a crash',
  }),
  TIME_ZONE: variable({
    schema: z.string().refine(isTimeZone),
    fallback: 'Africa/Niamey',
    expects: {
      fr: 'un fuseau horaire IANA, par exemple Africa/Niamey',
      en: 'an IANA time zone, e.g. Africa/Niamey',
    },
    byDefault: '`Africa/Niamey`',
    meaning:
      "the company's clock (an IANA name): every date and time on the site and in the admin — pickers, lists, statistics — whatever the reader's device says. Written into the build (changing it rebuilds at the next `npm start`); an unknown name stops the server at start with a sentence naming it",
  }),
  QUOTE_REMINDER_HOUR: variable({
    schema: z.union([z.literal('off').transform(() => null), wholeNumber(0, 23)]),
    fallback: 8 as number | null,
    expects: { fr: 'une heure de 0 à 23, ou « off »', en: 'an hour from 0 to 23, or "off"' },
    byDefault: '`8`',
    meaning:
      "the hour, on the company's clock (`TIME_ZONE`), when each owner of quote requests is mailed their overdue next actions and unanswered quotes (task `quote-reminders`, queued hourly, sent once a day whatever the instances: the day is claimed); `off`: no reminders",
  }),
  QUOTE_REMINDER_AFTER_DAYS: variable({
    schema: wholeNumber(1),
    fallback: 3,
    expects: wholeNumberWords(1),
    byDefault: '`3`',
    meaning: 'after how many days a sent quote without an answer is in its owner’s reminders',
  }),
  LOG_REQUESTS: variable({
    schema: FLAG,
    fallback: true,
    expects: FLAG_WORDS,
    byDefault: '`true`',
    meaning: 'one log line per request',
  }),
  EDGE_CACHE_TTL_MS: variable({
    schema: wholeNumber(0),
    fallback: 1000,
    expects: wholeNumberWords(0),
    byDefault: '`1000`',
    meaning:
      'how long the front server keeps an anonymous public page or public API read in memory (`0` turns the micro-cache off); a save in the same process empties it at once',
  }),
  BACKUP_DIR: variable({
    schema: TEXT,
    fallback: 'backups',
    expects: ANY_TEXT,
    byDefault: '`backups`',
    meaning:
      'the folder of the archives: `npm run backup`, the nightly backup, the settings screen’s download, « Restaurer » and `npm run restore` all use it (relative to where the command runs)',
  }),
  BACKUP_KEEP: variable({
    schema: wholeNumber(1),
    fallback: 14,
    expects: wholeNumberWords(1),
    byDefault: '`14`',
    meaning:
      'how many archives of its own `npm run backup` (without a file named: the nightly backup) keeps in `backups/`, the newest; older ones are deleted, nothing else of the folder is',
  }),
  BACKUP_CRON: variable({
    schema: z.union([z.literal('off').transform(() => null), CRON]),
    fallback: '30 3 * * *' as string | null,
    expects: { fr: `${CRON_WORDS.fr}, ou « off »`, en: `${CRON_WORDS.en}, or "off"` },
    byDefault: '`30 3 * * *`',
    meaning:
      'when the nightly backup runs (a task of the jobs queue, on one instance; server’s local time); `off`: none (another machine backs up)',
  }),
  STATISTICS_CRON: variable({
    schema: CRON,
    fallback: '5 * * * *',
    expects: CRON_WORDS,
    byDefault: '`5 * * * *`',
    meaning:
      'when the statistics’ tasks run: finished days summed up in `page-view-days`, then raw views older than `PAGE_VIEW_RETENTION_DAYS` deleted',
  }),
  WEEKLY_REPORT_CRON: variable({
    schema: CRON,
    fallback: '0 6 * * 1',
    expects: CRON_WORDS,
    byDefault: '`0 6 * * 1`',
    meaning:
      'when the weekly report of last week’s statistics (Monday to Sunday) is mailed to the accounts that turned « Rapport hebdomadaire » on (Mondays, 07:00 in Niamey; once per week whatever the instances: the week is claimed in `weekly-reports`)',
  }),
  S3_BUCKET: variable({
    schema: TEXT,
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: '—',
    meaning:
      'set, media and documents go to this S3-compatible bucket instead of `DATA_DIR/media` and `DATA_DIR/documents` (see `docs/deployment.md`, Scaling out), and each archive of `npm run backup` is copied to it under `<S3_PREFIX>/backups/`; unset, nothing else below is read',
  }),
  S3_ACCESS_KEY_ID: variable({
    schema: TEXT,
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: '—',
    meaning:
      'the bucket’s access key, required with `S3_BUCKET` (the start stops with a message naming the missing one)',
  }),
  S3_SECRET_ACCESS_KEY: variable({
    schema: TEXT,
    fallback: undefined as string | undefined,
    expects: ANY_TEXT,
    byDefault: '—',
    meaning: 'the bucket’s secret key, required with `S3_BUCKET`',
  }),
  S3_REGION: variable({
    schema: TEXT,
    fallback: 'us-east-1',
    expects: ANY_TEXT,
    byDefault: '`us-east-1`',
    meaning: 'the bucket’s region',
  }),
  S3_ENDPOINT: variable({
    schema: HTTP_URL,
    fallback: undefined as string | undefined,
    expects: { fr: 'une adresse http(s)', en: 'an http(s) address' },
    byDefault: 'AWS',
    meaning:
      '`https://…` address of another S3-compatible service (MinIO, Scaleway, OVH, Backblaze…)',
  }),
  S3_FORCE_PATH_STYLE: variable({
    schema: z
      .string()
      .regex(/^(true|false|1|0|yes|no)$/i)
      .transform((text) => /^(true|1|yes)$/i.test(text)),
    fallback: false,
    expects: FLAG_WORDS,
    byDefault: '`false`',
    meaning: '`true` for `endpoint/bucket/key` addresses (MinIO and most self-hosted servers)',
  }),
  S3_PREFIX: variable({
    schema: z.string().transform((text) => text.replace(/^\/+|\/+$/g, '')),
    fallback: '',
    expects: ANY_TEXT,
    byDefault: '—',
    meaning:
      'folder of the bucket holding `media/` and `documents/` (several sites or environments in one bucket)',
  }),
}

export type SettingName = keyof typeof CONFIGURATION
type Declared<N extends SettingName> = (typeof CONFIGURATION)[N]
export type SettingValue<N extends SettingName> =
  Declared<N>['fallback'] | z.output<Declared<N>['schema']>

type Env = Record<string, string | undefined>

const textOf = (env: Env, name: string) => env[name]?.trim() || undefined

/**
 * A variable's value: its text read as it is declared, its default when unset or blank, and its
 * default too for a value the start refused (configurationProblems) but a test or a script set
 * since.
 */
export function setting<N extends SettingName>(name: N, env: Env = process.env): SettingValue<N> {
  const declared: Variable<unknown> = CONFIGURATION[name]
  const text = textOf(env, name)
  if (text === undefined) return declared.fallback as SettingValue<N>
  const read = declared.schema.safeParse(text)
  return (read.success ? read.data : declared.fallback) as SettingValue<N>
}

/** Whether a variable is given (not blank): the few settings whose presence is the setting. */
export const isSet = (name: SettingName, env: Env = process.env) => textOf(env, name) !== undefined

/** The sentence that refuses a variable's value, in French then English. */
const refusal = (name: SettingName, text: string) => {
  const { expects } = CONFIGURATION[name]
  return `${name} : « ${text} » n’est pas ${expects.fr}. / ${name}: "${text}" is not ${expects.en}.`
}

const accepts = (name: SettingName, text: string) =>
  (CONFIGURATION[name] as Variable<unknown>).schema.safeParse(text).success

/** A variable's text when it is set to a value it does not accept (a command refuses to go on). */
export function wrongValue(name: SettingName, env: Env = process.env): string | undefined {
  const text = textOf(env, name)
  return text !== undefined && !accepts(name, text) ? text : undefined
}

/** The settings that only make sense together: the first one set asks for the others. */
const TOGETHER: readonly (readonly [SettingName, ...SettingName[]])[] = [
  ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
]

/**
 * The values of the environment that are not what their variable expects, and the variables a
 * set one asks for, one sentence each (French, then English).
 */
export function configurationProblems(env: Env = process.env): string[] {
  const wrong = (Object.keys(CONFIGURATION) as SettingName[]).flatMap((name) => {
    const text = textOf(env, name)
    return text === undefined || accepts(name, text) ? [] : [refusal(name, text)]
  })
  const missing = TOGETHER.flatMap(([first, ...others]) =>
    isSet(first, env)
      ? others
          .filter((name) => !isSet(name, env))
          .map(
            (name) => `${name} manque : ${first} est donné. / ${name} is missing: ${first} is set.`,
          )
      : [],
  )
  return [...wrong, ...missing]
}

/**
 * Stops the process with one sentence per wrong value before anything starts (`npm start`, `npm
 * run dev`, the front server): a migration or a build does not run on a configuration the
 * server would refuse.
 */
export function exitOnConfigurationProblems(env: Env = process.env): void {
  const problems = configurationProblems(env)
  if (problems.length === 0) return
  console.error(['Configuration refusée / Configuration refused:', ...problems].join('\n'))
  process.exit(1)
}

/** docs/configuration.md's table of the variables, from this list. */
export function configurationTable(): string {
  const rows = (Object.keys(CONFIGURATION) as SettingName[]).map((name) => {
    const { byDefault, meaning } = CONFIGURATION[name]
    return `| \`${name}\` | ${byDefault} | ${meaning} |`
  })
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n')
}
