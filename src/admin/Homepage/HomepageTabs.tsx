import { ScreenTabs } from '../ScreenTabs'

const TABS = [
  { key: 'hero', label: 'Bannière', href: '/admin/globals/section-hero' },
  { key: 'sections', label: 'Contenu principal', href: '/admin/homepage/sections' },
  { key: 'contact', label: 'Contact', href: '/admin/globals/section-contact' },
  { key: 'settings', label: 'Paramètres', href: '/admin/globals/site-settings' },
] as const

export type HomepageTab = (typeof TABS)[number]['key']

/**
 * The four tabs of /admin/homepage (back office §2): hero, main content, contact and the site's
 * general settings, each a screen of its own.
 */
export function HomepageTabs({ current = 'hero' }: { current?: HomepageTab }) {
  return <ScreenTabs label="Page d'accueil" tabs={TABS} current={current} />
}
