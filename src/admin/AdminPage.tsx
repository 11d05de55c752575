import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isAdminUser } from '@/platform/access/roles'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  /** The view's own path under /admin, for the login redirect. */
  path: string
  children: ReactNode
}

/**
 * Frame of a custom admin screen: Payload treats custom views as public, so this sends anonymous
 * visitors (and accounts without an admin role) to the login page, then draws the admin's
 * navigation around the screen, which is the page's main landmark.
 */
export function AdminPage({ initPageResult, params, searchParams, path, children }: Props) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  if (!isAdminUser(req.user))
    redirect(`/admin/login?redirect=${encodeURIComponent(`/admin${path}`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <main>
        <Gutter>{children}</Gutter>
      </main>
    </DefaultTemplate>
  )
}
