import type { Access } from 'payload'

import { NOT_IN_TRASH } from './outOfTrash'
import { isAdminUser } from './roles'

/** Public reads see active records out of the trash only; admins see everything. */
export const activeOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { and: [{ isActive: { equals: true } }, NOT_IN_TRASH] }
