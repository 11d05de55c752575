import type { Payload } from 'payload'

import { DEFAULT_SITE_LOCALE } from '@/lib/locales'
import { ADMIN_MENU } from '@/platform/plugins/adminMenu'
import { MenuLinksClient } from './MenuLinks.client'

const opensInFrench = (target: string) => /^\/admin\/(globals|collections)\//.test(target)

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
    // the menu opens a screen in French: Payload would reopen the last language chosen (#59)
    href: opensInFrench(target) ? `${target}?locale=${DEFAULT_SITE_LOCALE}` : target,
    badge: key === 'contacts' ? unread : undefined,
  }))
  return <MenuLinksClient entries={entries} />
}
