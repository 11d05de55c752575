import type { Access } from 'payload'

import { NOT_IN_TRASH } from './outOfTrash'
import { isAdminUser } from './roles'

/** Public reads see published news out of the trash only; admins see drafts and the trash too. */
export const publishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { and: [{ isPublished: { equals: true } }, NOT_IN_TRASH] }
