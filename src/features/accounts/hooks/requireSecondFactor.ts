import type { CollectionBeforeLoginHook } from 'payload'

import { TwoFactorRequired, twoFactorChallenge } from '../twoFactor'

/**
 * A right password is only the first step for an account with two-factor on: Payload's login
 * stops here (its session is revoked) and answers the challenge that the code step takes. The
 * login that ends a password reset goes on: its session is ended afterwards (secondFactorAfterReset).
 */
export const requireSecondFactor: CollectionBeforeLoginHook = ({ context, user }) => {
  if (user.twoFactorEnabled && !context.passwordReset)
    throw new TwoFactorRequired(twoFactorChallenge(user))
  return user
}
