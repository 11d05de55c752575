import type { CollectionAfterOperationHook } from 'payload'

import { resignForAccount } from '../sessionLength'

/**
 * Payload signs every token of the collection for one lifetime; a login, a refresh and the login
 * that ends a password reset give the account's own instead (two hours, or 30 days with
 * « Session automatique de 30 jours »). The admin reads `exp` back from `me` and the refresh.
 */
export const accountSessionLength: CollectionAfterOperationHook<'users'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation === 'login' || operation === 'resetPassword') {
    if (!result.token || !result.user) return result
    const signed = await resignForAccount(req.payload, result.token, result.user)
    return { ...result, token: signed.token, ...(operation === 'login' && { exp: signed.exp }) }
  }
  if (operation === 'refresh') {
    if (!result.refreshedToken || !result.user) return result
    const signed = await resignForAccount(req.payload, result.refreshedToken, result.user)
    return { ...result, refreshedToken: signed.token, exp: signed.exp }
  }
  return result
}
