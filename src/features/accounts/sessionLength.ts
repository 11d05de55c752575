import 'server-only'

import { decodeJwt } from 'jose'
import { jwtSign, type Payload } from 'payload'

import { LONG_SESSION_SECONDS, SESSION_SECONDS } from '@/lib/constants'

type Account = { longSession?: boolean | null }

/** The account's own session length, in seconds. */
export function sessionSeconds(account: Account): number {
  return account.longSession ? LONG_SESSION_SECONDS : SESSION_SECONDS
}

/**
 * A token Payload signed with the collection's one lifetime (its longest, so that the cookie
 * outlives the longest session), signed again with the same claims and the account's own:
 * the token's `exp` is what ends a session, on every instance.
 */
export async function resignForAccount(
  payload: Payload,
  token: string,
  account: Account,
): Promise<{ token: string; exp: number }> {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(token)
  return jwtSign({
    fieldsToSign: claims,
    secret: payload.secret,
    tokenExpiration: sessionSeconds(account),
  })
}
