import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A new password, however it is set (the account screen, /api/auth/change-password, a
 * super-administrator), voids any reset link still out: an old link must not set another
 * password behind its owner's back. Payload's own reset clears the token by itself.
 */
export const passwordChangeEndsResets: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'update' || typeof data.password !== 'string' || !data.password) return data
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null }
}
