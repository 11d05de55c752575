// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import { APIError, type Payload, type PayloadRequest } from 'payload'

import type { HalfDay } from '@/lib/labels'

/**
 * Holding a machine's units for days (#61), with the database as the last word: every row of
 * `unit_bookings` is one unit held from one day to another, and the database refuses two rows of
 * one unit whose days meet (PostgreSQL's exclusion constraint, SQLite's triggers: the migration
 * that made the table). Units are chosen from a read, then written in one transaction: when
 * another booking took a unit in between, the write is refused whole, and the choice is made
 * again from a fresh read. So twenty customers asking at once for the last unit, on one instance
 * or several, give one booking and nineteen refusals.
 */

/**
 * A hold's bounds, as its row stores them: day number d's morning is d, its afternoon d + ½, and a
 * whole day runs from d to d + ½, both included. So two holds of a unit meet exactly when their
 * closed ranges do, which is all the database compares: a morning and an afternoon of one day
 * pass, a whole day meets both.
 */
export type Bounds = { firstDay: number; lastDay: number }

/**
 * The bounds of whole days `first` to `last` (day numbers, both included), or of a half day: a
 * morning ends its last day at noon, an afternoon starts its first day at noon.
 */
export const dayBounds = (first: number, last: number, half?: HalfDay | null): Bounds => ({
  firstDay: first + (half === 'afternoon' ? 0.5 : 0),
  lastDay: last + (half === 'morning' ? 0 : 0.5),
})

/** Units held together for a period: one line of a reservation, or a unit's maintenance block. */
type HoldLine = Bounds & {
  /** The units that may be chosen (a machine's units in service), in the order to prefer them. */
  candidates: number[]
  quantity: number
}

export type HoldRequest = {
  /** Whose rows these are: a reservation's key, or `unit:<id>` for a unit's blocks. */
  key: string
  kind: 'rental' | 'maintenance'
  /** An option's end (ISO instant); null for what holds until it is released. */
  holdsUntil: string | null
  lines: HoldLine[]
}

/** A line that cannot be held: how many of its units are free. */
export class Shortage extends Error {
  constructor(
    readonly line: number,
    readonly free: number,
  ) {
    super(`shortage on line ${line}`)
  }
}

type Row = Record<string, unknown>
type Query = { text: string; args: unknown[] }
type Session = {
  execute: (query: SQL) => Promise<{ rows: Row[] }>
  transaction: <T>(work: (tx: Session) => Promise<T>) => Promise<T>
}
type LibsqlClient = {
  execute: (statement: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }>
  batch: (statements: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown>
}

const ATTEMPTS = 8

/** A query written once with `?` for each value, run by either engine. */
const query = (text: string, ...args: unknown[]): Query => ({ text, args })

const forPostgres = ({ text, args }: Query): SQL => {
  const parts = text.split('?')
  return sql.join(
    parts.flatMap((part, i) =>
      i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)],
    ),
  )
}

/** Whether the database is one the holds are written in (MongoDB's adapter stays wired, untested). */
export const holdsSupported = (payload: Payload) =>
  payload.db.name === 'postgres' || payload.db.name === 'sqlite'

const engine = (payload: Payload) => {
  if (holdsSupported(payload)) return payload.db.name as 'postgres' | 'sqlite'
  throw new APIError('Les réservations demandent SQLite ou PostgreSQL.', 501, null, true)
}

/** PostgreSQL's connection for this request: its transaction when Payload opened one. */
async function postgresSession(payload: Payload, req?: Partial<PayloadRequest>): Promise<Session> {
  const db = payload.db as unknown as {
    drizzle: Session
    sessions?: Record<string, { db: Session }>
  }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[String(id)]?.db) || db.drizzle
}

const sqliteClient = (payload: Payload) =>
  (payload.db as unknown as { client: LibsqlClient }).client

async function read(payload: Payload, req: Partial<PayloadRequest> | undefined, q: Query) {
  if (engine(payload) === 'postgres') {
    return (await (await postgresSession(payload, req)).execute(forPostgres(q))).rows
  }
  return (await sqliteClient(payload).execute({ sql: q.text, args: q.args })).rows
}

/** Writes all or nothing: a savepoint in Payload's transaction, or SQLite's write transaction. */
async function writeTogether(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  queries: Query[],
): Promise<void> {
  if (engine(payload) === 'postgres') {
    const session = await postgresSession(payload, req)
    await session.transaction(async (tx) => {
      for (const q of queries) await tx.execute(forPostgres(q))
    })
    return
  }
  await sqliteClient(payload).batch(
    queries.map((q) => ({ sql: q.text, args: q.args })),
    'write',
  )
}

const refusedOverlap = (error: unknown): boolean => {
  const { code, message, cause } = (error ?? {}) as {
    code?: string
    message?: string
    cause?: unknown
  }
  // PostgreSQL's exclusion (or, two bookings crossing, its deadlock), SQLite's trigger
  if (code === '23P01' || code === '40P01' || /unit_bookings_no_overlap/.test(message ?? ''))
    return true
  return cause ? refusedOverlap(cause) : false
}

/** Rows of a read written once with `?` for each value, on either engine. */
export const selectRows = (
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  text: string,
  ...args: unknown[]
) => read(payload, req, query(text, ...args))

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/**
 * How long a reservation's holds wait for its row. On SQLite they are written before it, in a
 * transaction of their own; when the save then fails (a field refused), they hold nothing once
 * this is past, and the next booking of their units removes them.
 */
const UNSAVED_AFTER_MS = 2 * 60_000

/**
 * A hold of `unit_bookings b` that counts: not an option past its end, and for a rental, one whose
 * reservation is written (or young enough to be being written). Its two values: liveHoldArgs().
 */
export const LIVE_HOLD = `(b.holds_until IS NULL OR b.holds_until > ?)
  AND (b.kind <> 'rental' OR b.created_at > ?
    OR EXISTS (SELECT 1 FROM reservations r WHERE r.booking_key = b.booking_key))`

export const liveHoldArgs = (now = Date.now()) => [
  new Date(now).toISOString(),
  new Date(now - UNSAVED_AFTER_MS).toISOString(),
]

/**
 * The rows that hold any of `units` within `bounds`, but `key`'s own and those that hold nothing
 * any more (LIVE_HOLD).
 */
export async function heldRows(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  units: number[],
  { firstDay, lastDay }: Bounds,
  key: string | null = null,
): Promise<HeldRow[]> {
  if (!units.length) return []
  const rows = await read(
    payload,
    req,
    query(
      `SELECT b.unit_id, b.first_day, b.last_day, b.booking_key FROM unit_bookings b
        WHERE b.unit_id IN (${placeholders(units.length)})
          AND b.first_day <= ? AND b.last_day >= ?
          AND ${LIVE_HOLD}
          AND b.booking_key <> ?`,
      ...units,
      lastDay,
      firstDay,
      ...liveHoldArgs(),
      key ?? '',
    ),
  )
  return rows.map((row) => ({
    unit: Number(row.unit_id),
    firstDay: Number(row.first_day),
    lastDay: Number(row.last_day),
    key: String(row.booking_key),
  }))
}

/** A held unit's bounds (dayBounds). */
export type HeldRow = Bounds & { unit: number; key: string }

/** Whether `row` holds its unit within `bounds`: as the database compares two holds. */
export const meets = (row: Bounds, bounds: Bounds) =>
  row.firstDay <= bounds.lastDay && row.lastDay >= bounds.firstDay

/** Which units each line gets, from what is held now; a Shortage when a line cannot be met. */
function choose(request: HoldRequest, held: Omit<HeldRow, 'key'>[]): number[][] {
  const taken = [...held]
  return request.lines.map((line, index) => {
    const free = line.candidates.filter(
      (unit) => !taken.some((row) => row.unit === unit && meets(row, line)),
    )
    if (free.length < line.quantity) throw new Shortage(index, free.length)
    const chosen = free.slice(0, line.quantity)
    for (const unit of chosen) taken.push({ unit, firstDay: line.firstDay, lastDay: line.lastDay })
    return chosen
  })
}

/**
 * Holds the units `request` asks for, in place of what its key held before; returns the units
 * chosen for each line. Throws a Shortage when a line has too few free units.
 */
export async function holdUnits(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  request: HoldRequest,
): Promise<number[][]> {
  const units = [...new Set(request.lines.flatMap((line) => line.candidates))]
  const first = Math.min(...request.lines.map((line) => line.firstDay))
  const last = Math.max(...request.lines.map((line) => line.lastDay))
  const now = new Date().toISOString()
  for (let attempt = 1; ; attempt++) {
    const held = await heldRows(
      payload,
      req,
      units,
      { firstDay: first, lastDay: last },
      request.key,
    )
    const chosen = choose(request, held)
    const writes = [
      query('DELETE FROM unit_bookings WHERE booking_key = ?', request.key),
      // what holds nothing any more (an option past its end, a failed save's holds) goes before
      // the new rows meet it
      query(
        `DELETE FROM unit_bookings AS b WHERE b.unit_id IN (${placeholders(units.length)})
          AND NOT (${LIVE_HOLD})`,
        ...units,
        ...liveHoldArgs(),
      ),
      ...request.lines.flatMap((line, index) =>
        chosen[index]!.map((unit) =>
          query(
            `INSERT INTO unit_bookings (unit_id, booking_key, kind, first_day, last_day, holds_until, updated_at, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            unit,
            request.key,
            request.kind,
            line.firstDay,
            line.lastDay,
            request.holdsUntil,
            now,
            now,
          ),
        ),
      ),
    ]
    try {
      await writeTogether(payload, req, writes)
      return chosen
    } catch (error) {
      if (!refusedOverlap(error) || attempt >= ATTEMPTS) throw error
    }
  }
}

/** Gives back everything `key` held (nothing is held on MongoDB: a unit without blocks saves). */
export async function releaseUnits(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  key: string,
): Promise<void> {
  if (!holdsSupported(payload)) return
  await writeTogether(payload, req, [query('DELETE FROM unit_bookings WHERE booking_key = ?', key)])
}
