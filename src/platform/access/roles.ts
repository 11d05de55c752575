import type { UserRole } from '@/lib/labels'

type MaybeUser = { collection?: string; role?: UserRole | null } | null | undefined

export function isAdminUser(user: MaybeUser): boolean {
  return user?.collection === 'users' && (user.role === 'admin' || user.role === 'super-admin')
}

export function isSuperAdminUser(user: MaybeUser): boolean {
  return user?.collection === 'users' && user.role === 'super-admin'
}
