import type { Access } from 'payload'

import { isAdminUser } from './roles'

/** Admins and super-admins: every content write and every back-office read. */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
