import { ScreenTabs } from '@/admin/ScreenTabs'

const TABS = [
  { key: 'settings', label: 'Paramètres généraux', href: '/admin/globals/section-news' },
  { key: 'articles', label: 'Articles', href: '/admin/collections/news' },
  { key: 'preview', label: 'Aperçu', href: '/admin/news/preview' },
] as const

export type NewsTab = (typeof TABS)[number]['key']

/** The three tabs of the news screen (back office §2), each a screen of its own. */
export function NewsTabs({ current = 'articles' }: { current?: NewsTab }) {
  return <ScreenTabs label="Actualités" tabs={TABS} current={current} />
}
