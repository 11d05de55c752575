import type { Access } from 'payload'

import { NOT_IN_TRASH } from './outOfTrash'
import { isAdminUser } from './roles'

/** Public reads see published news out of the trash only; admins see drafts and the trash too. */
export const publishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { and: [{ isPublished: { equals: true } }, NOT_IN_TRASH] }

/**
 * Collections with Payload's drafts: a visitor reads the published version only (its `_status`),
 * out of the trash; admins read drafts and the trash too.
 */
export const statusPublishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : { and: [{ _status: { equals: 'published' } }, NOT_IN_TRASH] }
