import type { CollectionAfterLoginHook } from 'payload'

import { afterAnswer } from '@/platform/services/afterAnswer'
import { noteSignIn } from '../signInAlerts'

/** Each sign-in is compared with the account's known browsers and addresses, after the answer. */
export const alertNewSignIn: CollectionAfterLoginHook = ({ req, user }) => {
  const headers = new Headers(req.headers)
  afterAnswer(() => noteSignIn(req.payload, user, headers), 'Alerte de connexion')
  return user
}
