import type { Payload } from 'payload'

import { ADMIN_MENU } from '@/plugins/adminMenu'
import { MenuLinksClient } from './MenuLinks.client'

/** Server side of the menu: the unread count of the Messages entry comes from the inbox. */
export async function MenuLinks({ payload }: { payload: Payload }) {
  const { totalDocs: unread } = await payload.count({
    collection: 'quote-requests',
    where: { status: { equals: 'new' } },
    overrideAccess: true,
  })
  const entries = ADMIN_MENU.map(({ key, label, target }) => ({
    key,
    label,
    target,
    badge: key === 'contacts' ? unread : undefined,
  }))
  return <MenuLinksClient entries={entries} />
}
