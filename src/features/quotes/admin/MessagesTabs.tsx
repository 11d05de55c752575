import { ScreenTabs } from '@/admin/ScreenTabs'

const TABS = [
  { key: 'messages', label: 'Messages', href: '/admin/collections/quote-requests' },
  { key: 'pipeline', label: 'Pipeline des devis', href: '/admin/pipeline' },
] as const

export type MessagesTab = (typeof TABS)[number]['key']

/** The quote requests as the inbox (Payload's list) and as the sales pipeline (#42). */
export function MessagesTabs({ current = 'messages' }: { current?: MessagesTab }) {
  return <ScreenTabs label="Messages" tabs={TABS} current={current} />
}
