import type { User } from '@/payload-types'

/** An account as the legacy clients read it; never the hash, salt, sessions or lock data. */
export function toLegacyUser(user: User) {
  return {
    _id: String(user.id),
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}
