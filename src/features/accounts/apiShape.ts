import { z } from 'zod'

import { USER_ROLES } from '@/lib/labels'
import type { User } from '@/generated/payload-types'

/** An account as the legacy clients read it; never the hash, salt, sessions or lock data. */
export const apiUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  /** null in the login's answer: Payload's login hands back the account without it. */
  updatedAt: z.string().nullable(),
})
export type ApiUser = z.infer<typeof apiUserSchema>

export function toApiUser(user: User): ApiUser {
  return {
    _id: String(user.id),
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt ?? null,
  }
}
