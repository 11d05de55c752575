import type { Payload } from 'payload'

import { DEMO_ADMIN, DEMO_SUPER_ADMIN, isDemoMode } from '@/platform/runtime/environment'
import { setting } from '@/platform/runtime/configuration'

export type AccountsResult = 'existing' | 'demo' | 'environment' | 'none'

/**
 * The first accounts, on a database without any: the demo pair in demo mode, otherwise the
 * super-admin of ADMIN_EMAIL / ADMIN_PASSWORD. Never touches existing accounts.
 */
export async function ensureAccounts(payload: Payload): Promise<AccountsResult> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return 'existing'
  const context = { disableRevalidate: true }

  if (isDemoMode()) {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      context,
      data: { ...DEMO_SUPER_ADMIN, firstName: 'Aïcha', lastName: 'Moussa', role: 'super-admin' },
    })
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      context,
      data: { ...DEMO_ADMIN, firstName: 'Ibrahim', lastName: 'Issoufou', role: 'admin' },
    })
    return 'demo'
  }

  const email = setting('ADMIN_EMAIL')
  const password = setting('ADMIN_PASSWORD')
  if (!email || !password) return 'none'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context,
    data: {
      email,
      password,
      firstName: 'Administrateur',
      lastName: 'Principal',
      role: 'super-admin',
    },
  })
  return 'environment'
}
