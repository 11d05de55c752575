import 'server-only'

import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload's two stored password formats (payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js, not exported): the current one, prefixed, and the legacy one.
 * login-timing.int fails if they drift from Payload's: a locked account's right password would
 * no longer be recognised.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

type StoredPassword = { hash?: string | null; salt?: string | null }

/** Whether `password` is the account's, as Payload's login would judge it. */
export async function passwordMatches(row: StoredPassword, password: string): Promise<boolean> {
  if (typeof row.hash !== 'string' || typeof row.salt !== 'string') return false
  const current = row.hash.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const stored = Buffer.from(current ? row.hash.slice(CURRENT.prefix.length) : row.hash, 'hex')
  const derived = await derive(password, row.salt, iterations, keyLength, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/** As long as checking a password takes, for an address that has no account. */
export async function spendPasswordCheck(password: string): Promise<void> {
  const salt = randomBytes(32).toString('hex')
  await derive(password, salt, CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
