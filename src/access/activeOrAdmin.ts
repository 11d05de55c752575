import type { Access } from 'payload'

import { isAdminUser } from './roles'

/** Public reads see active records only; admins see everything. */
export const activeOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { isActive: { equals: true } }
