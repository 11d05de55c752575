import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { databaseReachable } from '@/data/database'
import { fr } from '@/i18n/fr'
import { SESSION_COOKIE } from '@/lib/constants'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

/**
 * Payload takes a session it cannot read (the database out of reach) for no session, and sends
 * a signed-in account to the login page: with a session cookie, an outage is the screen's load
 * failure instead (error.tsx, the spec's message for that screen).
 */
async function failIfDatabaseDown() {
  if (!(await cookies()).has(SESSION_COOKIE)) return
  if (!(await databaseReachable())) throw new Error(fr.api.databaseUnreachable)
}

const Page = async ({ params, searchParams }: Args) => {
  await failIfDatabaseDown()
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
