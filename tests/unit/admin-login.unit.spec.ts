// features: accounts
import { afterEach, describe, expect, it } from 'vitest'

import { DemoHint } from '@/features/accounts/admin/DemoHint'

const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }

afterEach(() => {
  process.env.ADMIN_EMAIL = saved.email
  process.env.ADMIN_PASSWORD = saved.password
  if (saved.email === undefined) delete process.env.ADMIN_EMAIL
  if (saved.password === undefined) delete process.env.ADMIN_PASSWORD
})

describe('login test-account hint', () => {
  it('is shown in demo mode only', () => {
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    expect(DemoHint()).not.toBeNull()
    process.env.ADMIN_EMAIL = 'direction@bk-multiservices.ne'
    process.env.ADMIN_PASSWORD = 'un-mot-de-passe-solide'
    expect(DemoHint()).toBeNull()
  })
})
