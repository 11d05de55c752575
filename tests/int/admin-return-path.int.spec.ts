// features: accounts
import { validateHeaderValue } from 'node:http'

import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import type { AdminViewServerProps, Payload } from 'payload'
import { isValidElement, type ReactElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { LoginView } from '@/features/accounts/admin/LoginView'
import { adminReturnPath } from '@/features/accounts/admin/returnPath'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { usersSlug } from '@/lib/slugs'

import { testPayload } from '../helpers/payload'

const ADMIN = '/admin'
const SITE = 'https://site.example'

/** Addresses that must never leave the admin, nor reach a Location header as they are. */
const HOSTILE = [
  '/\u3002/evil.example',
  '/%E3%80%82/evil.example',
  '/\u200B',
  '/%E2%80%8B',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  ' /admin',
  '',
  '/',
  '/administrateur',
  '/admin\u3002evil.example',
  '/admin/../evil.example',
  '/admin/%2e%2e/%2e%2e//evil.example',
  '/admin\\..\\evil.example',
  '/admin/\u0000',
  '/admin/\u0085',
  '/api/cms/users',
]

/** What every answer is: a path under the admin, ASCII only, on this site. */
function expectSafe(path: string, asked: unknown) {
  const label = JSON.stringify(asked)
  expect(
    path === ADMIN || path.startsWith(`${ADMIN}/`) || path.startsWith(`${ADMIN}?`),
    label,
  ).toBe(true)
  expect(path, label).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
  expect(() => validateHeaderValue('location', path), label).not.toThrow()
  expect(new URL(path, SITE).origin, label).toBe(SITE)
}

describe('adminReturnPath', () => {
  it.each(HOSTILE)('sends %j back to the admin’s home', (asked) => {
    expect(adminReturnPath(asked, ADMIN)).toBe(ADMIN)
  })

  it('refuses what is not one address', () => {
    for (const asked of [undefined, null, 42, ['/admin/a', '/admin/b'], { href: '/admin' }])
      expect(adminReturnPath(asked, ADMIN), JSON.stringify(asked)).toBe(ADMIN)
  })

  it('keeps a screen of the admin, its query and its anchor, percent-encoded', () => {
    expect(adminReturnPath('/admin', ADMIN)).toBe('/admin')
    expect(adminReturnPath('/admin/collections/news?limit=10', ADMIN)).toBe(
      '/admin/collections/news?limit=10',
    )
    expect(adminReturnPath('/admin/collections/news?search=été#haut', ADMIN)).toBe(
      '/admin/collections/news?search=%C3%A9t%C3%A9#haut',
    )
    expect(adminReturnPath('/admin/\u3002/evil.example', ADMIN)).toBe(
      '/admin/%E3%80%82/evil.example',
    )
    expect(adminReturnPath('/admin/\u200B', ADMIN)).toBe('/admin/%E2%80%8B')
    expect(adminReturnPath('/admin/collections/../globals/general', ADMIN)).toBe(
      '/admin/globals/general',
    )
  })

  it('always answers a same-site admin path a Location header takes, whatever it is given', () => {
    const pieces = [
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '%5C',
      '\u3002',
      '\uFF0F',
      '\u200B',
      '\u2028',
      '\uD800',
      '\t',
      '\r\n',
      '?',
      '#',
      ':',
      '@',
      'admin',
      'evil.example',
      'é',
    ]
    // a fixed sequence: the same thousand addresses on every run
    let seed = 40
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let round = 0; round < 1000; round += 1) {
      const length = 1 + (next() % 8)
      const asked = Array.from({ length }, () => pieces[next() % pieces.length]).join('')
      for (const candidate of [asked, `/${asked}`, `/admin${asked}`, `/admin/${asked}`])
        expectSafe(adminReturnPath(candidate, ADMIN), candidate)
    }
  })
})

describe('the login page of a signed-in user', () => {
  let payload: Payload
  let user: NonNullable<AdminViewServerProps['initPageResult']['req']['user']>

  beforeAll(async () => {
    payload = await testPayload()
    const { docs } = await payload.find({
      collection: usersSlug,
      where: { email: { equals: DEMO_ADMIN.email } },
      limit: 1,
      overrideAccess: true,
    })
    user = { ...docs[0], collection: usersSlug } as typeof user
  })

  /** The view as Payload renders it: the address it redirects to, or its login form's `next`. */
  function openLogin(redirect: string, signedIn: boolean): string {
    const props = {
      initPageResult: { req: { payload, user: signedIn ? user : null } },
      searchParams: { redirect },
    } as unknown as AdminViewServerProps
    let page: ReactElement<{ children: ReactElement[] }>
    try {
      page = LoginView(props) as typeof page
    } catch (error) {
      expect(isRedirectError(error), String(error)).toBe(true)
      return getURLFromRedirectError(error as never)
    }
    const form = page.props.children.find(
      (child): child is ReactElement<{ next: string }> =>
        isValidElement(child) && typeof (child.props as { next?: unknown }).next === 'string',
    )
    return form!.props.next
  }

  it.each([
    '/\u3002/evil.example',
    '/\u200B',
    '//evil.example',
    '/\\evil.example',
    '/admin\u3002evil.example',
  ])('redirects %j to the admin’s home, an address a Location header takes', (redirect) => {
    const to = openLogin(redirect, true)
    expect(to).toBe(ADMIN)
    expect(() => validateHeaderValue('location', to)).not.toThrow()
  })

  it('redirects to the screen asked for, percent-encoded', () => {
    const to = openLogin('/admin/collections/news?search=été', true)
    expect(to).toBe('/admin/collections/news?search=%C3%A9t%C3%A9')
    expect(() => validateHeaderValue('location', to)).not.toThrow()
  })

  it('gives the login form the same safe address to go to once signed in', () => {
    expect(openLogin('/\u3002/evil.example', false)).toBe(ADMIN)
    expect(openLogin('/admin/\u200B', false)).toBe('/admin/%E2%80%8B')
  })
})
