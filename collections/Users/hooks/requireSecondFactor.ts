import type { CollectionBeforeLoginHook } from 'payload'

import { TwoFactorRequired, twoFactorChallenge } from '@/services/auth/twoFactor'

/**
 * A right password is only the first step for an account with two-factor on: Payload's login
 * stops here (its session is revoked) and answers the challenge that the code step takes.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = ({ user }) => {
  if (user.twoFactorEnabled) throw new TwoFactorRequired(twoFactorChallenge(user))
  return user
}
