import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { databaseReachable } from '@/platform/data/database'
import { payloadClient } from '@/platform/data/payload'
import { frenchOnly } from '@/i18n/frenchOnly'
import { SESSION_COOKIE } from '@/lib/constants'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

/** Payload's screens for someone signed out, where a session cookie left behind means nothing. */
const SIGNED_OUT_ROUTES = ['login', 'logout', 'inactivity', 'forgot', 'reset', 'createFirstUser']

/**
 * A browser that still sends a session cookie whose session Payload does not find: Payload would
 * send it to its login page without a word. When the database answers, the session ended
 * (expired, or logged out elsewhere): the login page says so and leads back to this screen;
 * when it does not, Payload took the outage for no session, and the screen fails to load
 * instead (error.tsx, the spec's message for that screen).
 */
async function checkSession(path: string, search: URLSearchParams) {
  if (!(await cookies()).has(SESSION_COOKIE)) return
  const routes = (await config).admin.routes as Record<string, string>
  if (SIGNED_OUT_ROUTES.some((key) => path === routes[key] || path.startsWith(`${routes[key]}/`)))
    return
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers(), canSetHeaders: false })
  if (user) return
  if (!(await databaseReachable(payload))) throw new Error(frenchOnly.api.databaseUnreachable)
  const here = `/admin${path === '/' ? '' : path}${search.size ? `?${search}` : ''}`
  redirect(`/admin/login?expired=1&redirect=${encodeURIComponent(here)}`)
}

const Page = async ({ params, searchParams }: Args) => {
  const { segments = [] } = await params
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams))
    for (const one of [value].flat()) query.append(key, one)
  await checkSession(`/${segments.join('/')}`, query)
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
