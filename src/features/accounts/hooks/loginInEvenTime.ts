import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import { AccountLocked } from '../accountLocked'
import { passwordMatches, spendPasswordCheck } from '../passwordCheck'

type LoginRow = { hash?: string | null; salt?: string | null; lockUntil?: string | null }

/**
 * A login takes as long whatever the address: Payload refuses an unknown one before hashing
 * (8–15 ms against 100–170 ms for a known one), which told who has an account. An unknown
 * address spends one password check here; a locked account is checked here too, so that only
 * the right password learns that it is locked (docs/security.md's 10 minutes), a wrong one hears
 * « incorrect » like any other.
 */
export const loginInEvenTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  // Payload's own validation answers an empty field
  if (typeof email !== 'string' || typeof password !== 'string' || !password.trim()) return args
  const row = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })) as LoginRow | null
  if (!row) {
    await spendPasswordCheck(password)
    return args
  }
  if (row.lockUntil && new Date(row.lockUntil).getTime() > Date.now()) {
    if (await passwordMatches(row, password)) throw new AccountLocked()
    throw new AuthenticationError(req.t)
  }
  return args
}
