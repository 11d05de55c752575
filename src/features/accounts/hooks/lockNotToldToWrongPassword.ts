import { AuthenticationError, LockedAuth, type CollectionAfterErrorHook } from 'payload'

/**
 * The failed login that locks an account is still a wrong password: Payload answers it « Cet
 * utilisateur est verrouillé… », which told whoever tried five passwords on an address that it
 * has an account. It answers as any wrong password instead; the right password then hears that
 * the account is locked (loginInEvenTime).
 */
export const lockNotToldToWrongPassword: CollectionAfterErrorHook = ({ error, req, result }) => {
  if (!(error instanceof LockedAuth)) return
  const { message } = new AuthenticationError(req.t)
  return { response: { ...result, errors: [{ message }] }, status: 401 }
}
