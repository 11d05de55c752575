import type { Access } from 'payload'

import { isSuperAdminUser } from './roles'

/** A super-admin manages every account; anyone else only their own. */
export const superAdminOrSelf: Access = ({ req }) => {
  if (isSuperAdminUser(req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
