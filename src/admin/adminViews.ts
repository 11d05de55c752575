import type { AdminViewConfig } from 'payload'

import { ADMIN_MENU, ADMIN_SHORTCUTS } from './menu'

const ADMIN_PREFIX = '/admin'

/** One exact-path view per spec URL (Payload serves none of them itself), all redirecting. */
export const specRedirectViews: Record<string, AdminViewConfig> = Object.fromEntries(
  [...ADMIN_MENU, ...ADMIN_SHORTCUTS].map((entry) => [
      `spec-${entry.path.slice(ADMIN_PREFIX.length + 1).replace(/\//g, '-')}`,
      { Component: '/admin/SpecRedirect#SpecRedirect', path: entry.path.slice(ADMIN_PREFIX.length) as `/${string}`, exact: true },
    ]),
)
