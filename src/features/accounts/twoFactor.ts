// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import {
  APIError,
  getFieldsToSign,
  jwtSign,
  type Payload,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'
import { addSessionToUser } from 'payload/shared'
import QRCode from 'qrcode'

import { frenchOnly } from '@/i18n/frenchOnly'
import {
  LOGIN_LOCK_MS,
  LOGIN_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_MS,
  TWO_FACTOR_RECOVERY_CODES,
} from '@/lib/constants'
import { payloadSecret } from '@/platform/runtime/environment'
import type { User } from '@/generated/payload-types'
import { seal, unseal } from '@/platform/services/crypto/sealed'

import { sessionSeconds } from './sessionLength'
import { writeUserRow, writeUserRowIf } from './userRow'

/** The two-factor columns of a user's row: Payload's `hidden` fields, never in the API. */
type TwoFactorRow = Omit<User, 'twoFactorRecoveryCodes'> & {
  twoFactorRecoveryCodes?: string[] | null
  hash?: string
  loginAttempts?: number | null
  lockUntil?: string | null
}

/** What the browser holds between the password and the code: sealed, so only a server reads it. */
type Challenge = { uid: string | number; exp: number; pass: string }

const STEP_SECONDS = 30

/** The RFC 6238 step a code matched (otplib's TOTP result carries it; HOTP's has no time). */
const stepOf = (result: Awaited<ReturnType<typeof verify>>) =>
  'timeStep' in result ? (result.timeStep as number) : Math.floor(Date.now() / 1000 / STEP_SECONDS)

/** A password change (or reset) voids the challenges issued under the old password. */
const passwordMark = (row: TwoFactorRow) =>
  createHash('sha256')
    .update(row.hash ?? '')
    .digest('base64url')
    .slice(0, 16)

/** Keyed by the server's secret: the database alone does not let anyone try codes offline. */
const hashRecovery = (code: string) =>
  createHmac('sha256', payloadSecret())
    .update(code.replace(/[^A-Z0-9]/gi, '').toUpperCase())
    .digest('hex')

/** Eight codes like `7KQ2M-X9D4P` (50 bits each), shown once; only their hashes are stored. */
function recoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

async function readRow(payload: Payload, id: string | number): Promise<TwoFactorRow | null> {
  return (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
  })) as TwoFactorRow | null
}

const write = (
  payload: Payload,
  row: { id: string | number; updatedAt?: string | null },
  data: Partial<TwoFactorRow>,
) => writeUserRow(payload, row, data)

/** A stored (sealed) two-factor secret, opened; null when there is none or it cannot be opened. */
const openSecret = (sealed: string | null | undefined) =>
  sealed ? unseal<string>(sealed, 'two-factor-secret') : null

/** The code's six digits (spaces dropped), or null: then it can only be a recovery code. */
function sixDigits(code: string): string | null {
  const digits = code.replace(/\s/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/**
 * The RFC 6238 step six digits match for `secret` (SHA-1, 30 s, one step of drift either way),
 * only past `after` when given (otplib's replay guard); null when they match none.
 */
async function matchedStep(secret: string, digits: string, after?: number | null) {
  const result = await verify({
    secret,
    token: digits,
    epochTolerance: STEP_SECONDS,
    ...(after != null && { afterTimeStep: after }),
  })
  return result.valid ? stepOf(result) : null
}

/**
 * What a code of the row's state uses up: a six-digit code of the user's authenticator (RFC 6238:
 * SHA-1, 30 s, one step of drift either way), never a step at or before the last one accepted
 * (otplib's replay guard); or one of the recovery codes, which then leaves the list. Null when
 * the code is none of these.
 */
async function usedBy(row: TwoFactorRow, code: string): Promise<Partial<TwoFactorRow> | null> {
  const secret = openSecret(row.twoFactorSecret)
  if (!secret) return null
  const digits = sixDigits(code)
  if (digits) {
    const step = await matchedStep(secret, digits, row.twoFactorLastStep)
    return step === null ? null : { twoFactorLastStep: step }
  }
  const wanted = Buffer.from(hashRecovery(code), 'hex')
  const stored = row.twoFactorRecoveryCodes ?? []
  const index = stored.findIndex((hash) => timingSafeEqual(Buffer.from(hash, 'hex'), wanted))
  if (index < 0) return null
  return { twoFactorRecoveryCodes: stored.filter((_, position) => position !== index) }
}

/**
 * A code accepted once, even by two checks at the same moment: the use is written only if no
 * other code was accepted since the row was read (its version); a check that lost reads the row
 * again, where the same code is used up.
 */
async function acceptCode(payload: Payload, first: TwoFactorRow, code: string): Promise<boolean> {
  let row: TwoFactorRow | null = first
  for (let attempt = 0; row && attempt < 3; attempt++) {
    const used = await usedBy(row, code)
    if (!used) return false
    const version = row.twoFactorVersion ?? null
    const unchanged: Where =
      version === null
        ? { twoFactorVersion: { exists: false } }
        : { twoFactorVersion: { equals: version } }
    if (
      await writeUserRowIf(payload, row, unchanged, {
        ...used,
        twoFactorVersion: (version ?? 0) + 1,
      })
    )
      return true
    row = await readRow(payload, row.id)
  }
  return false
}

/** A wrong code counts as a failed login: Payload's lockout applies to codes too. */
async function countFailure(payload: Payload, row: TwoFactorRow): Promise<never> {
  const attempts = (row.loginAttempts ?? 0) + 1
  const locked = attempts >= LOGIN_MAX_ATTEMPTS
  await write(payload, row, {
    loginAttempts: attempts,
    ...(locked && { lockUntil: new Date(Date.now() + LOGIN_LOCK_MS).toISOString() }),
  })
  throw new APIError(
    locked ? frenchOnly.auth.locked : frenchOnly.auth.twoFactor.wrongCode,
    401,
    null,
    true,
  )
}

const isLocked = (row: TwoFactorRow) =>
  Boolean(row.lockUntil && new Date(row.lockUntil).getTime() > Date.now())

/** The refusal of a right password on an account that asks for a code: the challenge to answer. */
export class TwoFactorRequired extends APIError {
  constructor(readonly challenge: string) {
    super(frenchOnly.auth.twoFactor.required, 401, { twoFactor: true, challenge }, true)
  }
}

/** Step one of a login: the password was right; the account asks for a code. */
export function twoFactorChallenge(row: TwoFactorRow): string {
  return seal(
    { uid: row.id, exp: Date.now() + TWO_FACTOR_CHALLENGE_MS, pass: passwordMark(row) },
    'login-challenge',
  )
}

/**
 * Step two: the challenge of step one and a code. On success, a session as Payload's own login
 * makes it (the same JWT fields, a session id on the user, attempts reset).
 */
export async function completeTwoFactorLogin(
  req: PayloadRequest,
  challenge: string,
  code: string,
): Promise<{ token: string; exp: number; user: User }> {
  const { payload } = req
  const opened = unseal<Challenge>(challenge, 'login-challenge')
  const row = opened && opened.exp > Date.now() ? await readRow(payload, opened.uid) : null
  if (!opened || !row || passwordMark(row) !== opened.pass || !row.twoFactorEnabled) {
    throw new APIError(frenchOnly.auth.twoFactor.expired, 401, null, true)
  }
  if (isLocked(row)) throw new APIError(frenchOnly.auth.locked, 401, null, true)
  if (!(await acceptCode(payload, row, code))) await countFailure(payload, row)

  const collectionConfig = payload.collections.users.config
  const user = { ...(await readRow(payload, row.id))!, collection: 'users' as const }
  if (user.loginAttempts || user.lockUntil) {
    await write(payload, user, { loginAttempts: 0, lockUntil: null })
  }
  const sid = await addSession(req, user)
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: sessionSeconds(user),
  })
  // the session is open: Payload's afterLogin hooks run as after its own login (sign-in alerts)
  let signedIn = (await payload.findByID({ collection: 'users', id: user.id, depth: 0 })) as User
  for (const hook of collectionConfig.hooks?.afterLogin ?? []) {
    signedIn =
      ((await hook({
        collection: collectionConfig,
        context: req.context,
        req,
        token,
        user: { ...signedIn, collection: 'users' },
      })) as User | undefined) ?? signedIn
  }
  return { token, exp, user: signedIn }
}

/**
 * Refused while it is on: a new secret would void the authenticator, which only a current code
 * may do (turning it off first); a session alone must not.
 */
function refuseWhileOn(row: TwoFactorRow | null) {
  if (row?.twoFactorEnabled)
    throw new APIError(frenchOnly.auth.twoFactor.alreadyOn, 409, null, true)
}

/**
 * A new session on the account, as Payload's login adds it. Payload writes back whatever account
 * it is given: only the sessions, so that a code another check used up at the same moment is not
 * put back. Two sign-ins of one account at the same moment each write the list of sessions they
 * read: on PostgreSQL the later write can collide with the rows of the earlier one (« La valeur
 * doit être unique »); it is made again on the list as it is then.
 */
async function addSession(req: PayloadRequest, first: TwoFactorRow): Promise<string | undefined> {
  const { payload } = req
  let row: TwoFactorRow | null = first
  for (let attempt = 1; ; attempt++) {
    const sessionsOnly = { id: first.id, sessions: row?.sessions, collection: 'users' as const }
    try {
      const { sid } = await addSessionToUser({
        collectionConfig: payload.collections.users.config,
        payload,
        req,
        user: sessionsOnly as User & { collection: 'users' },
      })
      return sid
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ValidationError)) throw error
      row = await readRow(payload, first.id)
    }
  }
}

/** Turning it on, first half: a new secret to scan, kept aside until a code confirms it. */
export async function startTwoFactorSetup(payload: Payload, user: User) {
  refuseWhileOn(await readRow(payload, user.id))
  const secret = generateSecret()
  await write(payload, user, { twoFactorPending: seal(secret, 'two-factor-secret') })
  const uri = generateURI({ issuer: frenchOnly.auth.twoFactor.issuer, label: user.email, secret })
  const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 })
  return { secret, uri, qrCode }
}

/** Second half: a code of the scanned secret turns it on; the recovery codes are shown once. */
export async function confirmTwoFactorSetup(payload: Payload, user: User, code: string) {
  const row = await readRow(payload, user.id)
  refuseWhileOn(row)
  const pending = openSecret(row?.twoFactorPending)
  if (!row || !pending) throw new APIError(frenchOnly.auth.twoFactor.noSetup, 400, null, true)
  const digits = sixDigits(code)
  const step = digits ? await matchedStep(pending, digits) : null
  if (step === null) throw new APIError(frenchOnly.auth.twoFactor.wrongCode, 400, null, true)
  const codes = recoveryCodes()
  await write(payload, row, {
    twoFactorEnabled: true,
    twoFactorSecret: row.twoFactorPending,
    twoFactorPending: null,
    twoFactorRecoveryCodes: codes.map(hashRecovery),
    twoFactorLastStep: step,
  })
  return { recoveryCodes: codes }
}

/**
 * Turning it off: on one's own account with a current code (or a recovery code); a
 * super-administrator turns it off for another account without one.
 */
export async function disableTwoFactor(
  payload: Payload,
  target: string | number,
  code: string | null,
) {
  const row = await readRow(payload, target)
  if (!row) throw new APIError(frenchOnly.auth.twoFactor.unknownUser, 404, null, true)
  if (code !== null && !(await acceptCode(payload, row, code))) {
    throw new APIError(frenchOnly.auth.twoFactor.wrongCode, 400, null, true)
  }
  await write(payload, row, {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPending: null,
    twoFactorRecoveryCodes: null,
    twoFactorLastStep: null,
  })
}
