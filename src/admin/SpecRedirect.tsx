import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { ADMIN_MENU, ADMIN_SHORTCUTS } from '@/platform/plugins/adminMenu'

const TARGETS = new Map<string, string>(
  [...ADMIN_MENU, ...ADMIN_SHORTCUTS].map((entry) => [entry.path, entry.target]),
)

/** The spec's admin URLs (/admin/topbar …) open the Payload screen that edits the same thing. */
export function SpecRedirect({ params }: AdminViewServerProps) {
  const segments = params?.segments
  const path = `/admin/${(Array.isArray(segments) ? segments : [segments]).filter(Boolean).join('/')}`
  redirect(TARGETS.get(path) ?? '/admin')
}
