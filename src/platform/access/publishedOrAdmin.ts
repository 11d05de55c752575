import type { Access } from 'payload'

import { NOT_IN_TRASH } from './outOfTrash'
import { isAdminUser } from './roles'

/**
 * What a visitor may read of a collection with Payload's drafts: the published version only.
 * A draft version keeps the spec's box as the item was (`src/platform/fields/publicationFlag.ts`), so the
 * box alone let `?draft=true` show an anonymous visitor a pending draft (#58); its `_status`
 * says « draft ». Also out of the trash.
 */
const publishedVersion = (flag?: 'isPublished' | 'isActive') => ({
  and: [
    ...(flag ? [{ [flag]: { equals: true } }] : []),
    { _status: { equals: 'published' } },
    NOT_IN_TRASH,
  ],
})

/** Public reads see published news out of the trash only; admins see drafts and the trash too. */
export const publishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : publishedVersion('isPublished')

/** Machines and departments: visitors see the active ones, published, out of the trash. */
export const activeOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : publishedVersion('isActive')

/** Pages and projects, with no box of their own: the published version out of the trash. */
export const statusPublishedOrAdmin: Access = ({ req }) =>
  isAdminUser(req.user) ? true : publishedVersion()
