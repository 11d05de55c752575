// features: platform, accounts
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiRoutes } from '@/app/(api)/api/routes'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let forged: string

beforeAll(async () => {
  payload = await testPayload()
  // a well-formed JWT signed with another secret
  const { SignJWT } = await import('jose')
  forged = await new SignJWT({ id: 1, collection: 'users', email: 'admin@example.com', sid: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', authVersion: 1 } as { alg: string })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('un-autre-secret'))
})

const protectedRoutes = apiRoutes.filter((route) => route.auth === 'user' || route.auth === 'admin')

describe('every protected call of the contract', () => {
  it('covers the admin calls and the four top-bar writes without an admin prefix', () => {
    const paths = protectedRoutes.map((route) => `${route.method} ${route.path}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        'PUT /topbar/settings',
        'POST /topbar/reset',
        'PUT /topbar/social/:id',
        'PUT /topbar/navigation/:id',
      ]),
    )
    expect(
      apiRoutes
        .filter((route) => route.path.startsWith('/admin') || route.path.startsWith('/upload'))
        .every((route) => route.auth === 'admin'),
    ).toBe(true)
  })

  it.each(protectedRoutes.map((route) => [route.method, route.path] as const))(
    '%s %s → 401 anonymous or with a forged token',
    async (method, path) => {
      const url = path.replace(/:(\w+)/g, '1')
      const before = await payload.count({ collection: 'departments' })
      for (const token of [undefined, forged, 'pas.un.jeton']) {
        const answer = await api(method, url, {
          token,
          body:
            method === 'GET' || method === 'DELETE' ? undefined : { name: 'Intrus', progress: 10 },
        })
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({ success: false, message: 'Authentification requise' })
      }
      expect(await payload.count({ collection: 'departments' })).toEqual(before)
    },
  )
})
