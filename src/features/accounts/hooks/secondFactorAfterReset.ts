import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import type { User } from '@/generated/payload-types'
import { writeUserRow } from '../userRow'

/** Marks the login that ends a password reset (requireSecondFactor lets it through). */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context.passwordReset = true
  return args
}

/**
 * A reset changes the password of an account with two-factor on, and opens no session: the
 * session Payload's reset makes is ended and its token kept from the answer, so that the next
 * login asks for the password and the code. (Refusing the reset instead answered an error while
 * SQLite kept the new password.)
 */
export const secondFactorAfterReset: CollectionAfterOperationHook<'users'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result
  const user = result.user as Pick<User, 'id' | 'updatedAt' | 'twoFactorEnabled'> | undefined
  if (!user?.twoFactorEnabled) return result
  await writeUserRow(req.payload, user, { sessions: [] })
  return { ...result, token: undefined }
}
