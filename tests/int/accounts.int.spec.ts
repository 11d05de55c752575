// features: accounts
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureAccounts } from '@/seed/users'

import { testPayload } from '../helpers/payload'

let payload: Payload
const ENV_KEYS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_MODE'] as const

const removeAllAccounts = () =>
  payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })

const emails = async () =>
  (await payload.find({ collection: 'users', sort: 'email' })).docs.map(
    (u) => `${u.email} ${u.role}`,
  )

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key]
  // leave the suite's database with its demo accounts, as the seed made them
  await removeAllAccounts()
  await ensureAccounts(payload)
})

describe('first accounts', () => {
  it('outside demo mode, creates the super-administrator of ADMIN_EMAIL / ADMIN_PASSWORD and no demo account', async () => {
    await removeAllAccounts()
    delete process.env.DEMO_MODE
    process.env.ADMIN_EMAIL = 'direction@entreprise.ne'
    process.env.ADMIN_PASSWORD = 'un-mot-de-passe-long'
    expect(await ensureAccounts(payload)).toBe('environment')
    expect(await emails()).toEqual(['direction@entreprise.ne super-admin'])
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'direction@entreprise.ne', password: 'un-mot-de-passe-long' },
    })
    expect(user?.role).toBe('super-admin')
  })

  it('never touches a database that already has accounts', async () => {
    await removeAllAccounts()
    process.env.ADMIN_EMAIL = 'direction@entreprise.ne'
    process.env.ADMIN_PASSWORD = 'un-mot-de-passe-long'
    await ensureAccounts(payload)
    process.env.ADMIN_EMAIL = 'autre@entreprise.ne'
    expect(await ensureAccounts(payload)).toBe('existing')
    expect(await emails()).toEqual(['direction@entreprise.ne super-admin'])
  })

  it('with DEMO_MODE=false and no ADMIN_* creates nobody', async () => {
    await removeAllAccounts()
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    process.env.DEMO_MODE = 'false'
    expect(await ensureAccounts(payload)).toBe('none')
    expect(await emails()).toEqual([])
  })
})
