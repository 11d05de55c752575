import type { Access } from 'payload'

import { isSuperAdminUser } from './roles'

/** Accounts are created by a super-admin, or by anyone while no account exists (first run). */
export const firstUserOrSuperAdmin: Access = async ({ req }) => {
  if (isSuperAdminUser(req.user)) return true
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0
}
