import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from './roles'

/** Admins and super-admins: every content write and every back-office read. */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

/** A field only the back office reads: Payload leaves it out of every other answer. */
export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)
