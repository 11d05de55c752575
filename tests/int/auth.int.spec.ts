// features: accounts
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'

import { testPayload } from '../helpers/payload'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})

const login = (email: string, password: string) =>
  payload.login({ collection: 'users', data: { email, password } })

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return 200
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

describe('login', () => {
  it('accepts the demo admin and returns a token and the user', async () => {
    const result = await login(DEMO_ADMIN.email, DEMO_ADMIN.password)
    expect(result.token).toMatch(/^ey/)
    expect(result.user).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' })
    expect(result.user).not.toHaveProperty('hash')
    expect(result.user).not.toHaveProperty('salt')
  })

  it('refuses a wrong password with 401', async () => {
    expect(await statusOf(login(DEMO_ADMIN.email, 'mauvais-mot-de-passe'))).toBe(401)
  })

  it('locks an account after 5 failed logins: even the right password is refused', async () => {
    const email = 'verrou@example.com'
    await payload.create({
      collection: 'users',
      data: { email, password: 'correct-1234', role: 'admin' },
      context,
    })
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await statusOf(login(email, 'faux'))).toBe(401)
    }
    const [user] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        showHiddenFields: true,
      })
    ).docs
    expect(Date.parse(String(user.lockUntil))).toBeGreaterThan(Date.now() + 9 * 60 * 1000)
    expect(await statusOf(login(email, 'correct-1234'))).toBe(401)
  })
})

describe('access', () => {
  const anonymous = { overrideAccess: false, context } as const

  it('refuses anonymous writes to every collection and global', async () => {
    expect(
      await statusOf(
        payload.create({ collection: 'departments', data: { name: 'Pirate' }, ...anonymous }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.create({
          collection: 'equipment',
          data: { name: 'Pirate', price: 1, category: 'BTP', status: 'available' },
          ...anonymous,
        }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.update({ collection: 'news', where: {}, data: { title: 'Pirate' }, ...anonymous }),
      ),
    ).toBe(403)
    expect(
      (await payload.find({ collection: 'news', where: { title: { equals: 'Pirate' } } }))
        .totalDocs,
    ).toBe(0)
    expect(
      await statusOf(
        payload.create({
          collection: 'users',
          data: { email: 'x@example.com', password: 'x', role: 'super-admin' },
          ...anonymous,
        }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.updateGlobal({ slug: 'maintenance', data: { isActive: true }, ...anonymous }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.updateGlobal({ slug: 'section-hero', data: { title: 'Pirate' }, ...anonymous }),
      ),
    ).toBe(403)
    expect((await payload.findGlobal({ slug: 'maintenance' })).isActive).toBe(false)
  })

  it('shows anonymous readers active departments and published news only, and no accounts', async () => {
    const [department] = (await payload.find({ collection: 'departments', limit: 1 })).docs
    await payload.update({
      collection: 'departments',
      id: department.id,
      data: { isActive: false },
      context,
    })
    try {
      const visible = await payload.find({
        collection: 'departments',
        overrideAccess: false,
        limit: 100,
      })
      expect(visible.docs.map((d) => d.id)).not.toContain(department.id)
    } finally {
      await payload.update({
        collection: 'departments',
        id: department.id,
        data: { isActive: true },
        context,
      })
    }
    const news = await payload.find({ collection: 'news', overrideAccess: false, limit: 100 })
    expect(news.docs.every((n) => n.isPublished)).toBe(true)
    expect(await statusOf(payload.find({ collection: 'users', overrideAccess: false }))).toBe(403)
  })

  it('lets an admin edit content but not accounts; a super-admin manages accounts', async () => {
    const { user: admin } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password)
    if (!admin) throw new Error('connexion admin impossible')
    const superAdmin = (await login(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)).user
    const asAdmin = { overrideAccess: false, user: admin, context } as const

    const created = await payload.create({
      collection: 'equipment',
      data: { name: 'Test admin', price: 1000, category: 'MATERIEL', status: 'available' },
      ...asAdmin,
    })
    await payload.delete({ collection: 'equipment', id: created.id, ...asAdmin })

    expect(
      await statusOf(
        payload.create({
          collection: 'users',
          data: { email: 'nouvel@example.com', password: 'secret-1234', role: 'admin' },
          ...asAdmin,
        }),
      ),
    ).toBe(403)
    expect(
      await statusOf(
        payload.update({
          collection: 'users',
          id: admin.id,
          data: { role: 'super-admin' },
          ...asAdmin,
        }),
      ),
    ).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('admin')

    const account = await payload.create({
      collection: 'users',
      data: { email: 'nouvel@example.com', password: 'secret-1234', role: 'admin' },
      overrideAccess: false,
      user: superAdmin,
      context,
    })
    expect(account.role).toBe('admin')
  })
})
