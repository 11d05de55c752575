import type { Access } from 'payload'

import { isSuperAdminUser } from './roles'

/**
 * Accounts are created by a super-admin, or by anyone while no account exists (first run). A
 * count that fails (the database out of reach) creates nothing: the admin's layout asks this of
 * every visitor, and must still draw the screen that says what failed.
 */
export const firstUserOrSuperAdmin: Access = async ({ req }) => {
  if (isSuperAdminUser(req.user)) return true
  const counted = await req.payload.count({ collection: 'users', req }).catch(() => null)
  return counted?.totalDocs === 0
}
