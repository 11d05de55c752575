import type { Access } from 'payload'

import { isAdminUser } from './roles'

/** Public reads see published news only; admins see drafts too. */
export const publishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { isPublished: { equals: true } }
