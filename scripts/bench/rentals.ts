import path from 'node:path'

import { createClient } from '@libsql/client'

import { addDays, dayNumber, utcDay } from '@/lib/days'

import { freshDatabase, startBuiltServer } from '../lib/server'

import type { Row } from './report'

/**
 * Rental stock (#61): three years of reservations on 200 units, then one machine's availability
 * over 90 days asked for 300 times, one after the other, each for other days (the edge's cache
 * never answers it: the request carries a cookie, as a signed-in team member's does). Its own
 * server and database (`data/bench-rentals`), the bookings written straight into SQLite.
 */
const DATA_DIR = 'data/bench-rentals'
const PORT = 3320
const UNITS = 200
const YEARS = 3
const CALLS = 300
const P99_TARGET_MS = 20

const ms = (value: number) => `${Math.round(value * 10) / 10} ms`

/** A number from 0 to `n - 1`, the same on every run. */
function seeded(seed = 61) {
  let state = seed
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % n
  }
}

/**
 * 200 units spread over the seeded machines for rent, and for each, rentals of 2 to 20 days
 * one after the other with their preparation day and gaps of up to a week, from three years ago
 * to today. Returns the slug of the machine with the most units, and how many rows were written.
 */
async function fillBookings(databaseFile: string): Promise<{ slug: string; rows: number }> {
  const client = createClient({ url: `file:${databaseFile}` })
  const random = seeded()
  try {
    const { rows: machines } = await client.execute(
      `SELECT e.id, l.slug FROM equipment e JOIN equipment_locales l ON l._parent_id = e.id AND l._locale = 'fr'
        WHERE coalesce(e.for_rent, 1) <> 0 AND e.deleted_at IS NULL ORDER BY e.id`,
    )
    const now = new Date().toISOString()
    await client.execute('DELETE FROM equipment_units')
    const units: number[] = []
    for (let index = 0; index < UNITS; index++) {
      // half the units on the first machine: the one whose availability is asked for
      const machine = index % 2 === 0 ? machines[0]! : machines[1 + random(machines.length - 1)]!
      const { lastInsertRowid } = await client.execute({
        sql: `INSERT INTO equipment_units (equipment_id, fleet_number, state, updated_at, created_at)
          VALUES (?, ?, 'in-service', ?, ?)`,
        args: [machine.id, `BENCH-${index}`, now, now],
      })
      units.push(Number(lastInsertRowid))
    }
    const today = dayNumber(utcDay())
    const statements: { sql: string; args: (string | number)[] }[] = []
    for (const unit of units) {
      let day = today - YEARS * 365
      while (day < today + 90) {
        const first = day + random(8)
        const last = first + 2 + random(19)
        statements.push({
          sql: `INSERT INTO unit_bookings (unit_id, booking_key, kind, first_day, last_day, updated_at, created_at)
            VALUES (?, ?, 'rental', ?, ?, ?, ?)`,
          args: [unit, `bench-${unit}-${first}`, first, last + 1.5, now, now],
        })
        day = last + 2
      }
    }
    await client.batch(statements, 'write')
    return { slug: String(machines[0]!.slug), rows: statements.length }
  } finally {
    client.close()
  }
}

export async function benchRentals(): Promise<Row[]> {
  await freshDatabase(DATA_DIR)
  const { slug, rows: bookings } = await fillBookings(path.join(DATA_DIR, 'site.db'))
  console.log(`${bookings} jours retenus écrits sur ${UNITS} unités (${YEARS} ans)`)
  const server = await startBuiltServer({
    dataDir: DATA_DIR,
    port: PORT,
    quiet: true,
    env: { LOG_REQUESTS: 'false', JOBS_AUTORUN: 'false' },
  })
  try {
    const ask = async (index: number) => {
      const from = addDays(utcDay(), -(index % 365))
      const started = performance.now()
      const answer = await fetch(
        `${server.url}/api/equipment/${slug}/availability?from=${from}&to=${addDays(from, 89)}`,
        { headers: { cookie: `bench=${index}` } },
      )
      const body = (await answer.json()) as { data?: { days?: unknown[] } }
      if (answer.status !== 200 || body.data?.days?.length !== 90)
        throw new Error(`disponibilité → ${answer.status}`)
      return performance.now() - started
    }
    for (let index = 0; index < 30; index++) await ask(index)
    const times: number[] = []
    for (let index = 0; index < CALLS; index++) times.push(await ask(index))
    times.sort((a, b) => a - b)
    const p50 = times[Math.floor(CALLS * 0.5)]!
    const p99 = times[Math.floor(CALLS * 0.99)]!
    return [
      {
        measure: `disponibilité d’une machine sur 90 jours (${UNITS / 2} unités), ${bookings} jours retenus sur ${UNITS} unités en ${YEARS} ans, ${CALLS} appels`,
        value: `p50 ${ms(p50)}, p99 ${ms(p99)}`,
        target: `p99 < ${P99_TARGET_MS} ms`,
        met: p99 < P99_TARGET_MS,
      },
    ]
  } finally {
    await server.stop()
  }
}
