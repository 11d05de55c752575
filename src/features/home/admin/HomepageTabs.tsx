import { HOMEPAGE_TABS, type HomepageTab } from '@/lib/homepageTabs'

import { ScreenTabs } from '@/admin/ScreenTabs'

/**
 * The four tabs of /admin/homepage (back office §2): hero, main content, contact and the site's
 * general settings, each a screen of its own.
 */
export function HomepageTabs({ current = 'hero' }: { current?: HomepageTab }) {
  return <ScreenTabs label="Page d'accueil" tabs={HOMEPAGE_TABS} current={current} />
}
