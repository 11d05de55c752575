/**
 * The four tabs of /admin/homepage (back office §2): hero, main content, contact and the site's
 * general settings, each a screen of its own. The admin draws them; the globals' configuration
 * names which one is current.
 */
export const HOMEPAGE_TABS = [
  { key: 'hero', label: 'Bannière', href: '/admin/globals/section-hero' },
  { key: 'sections', label: 'Contenu principal', href: '/admin/homepage/sections' },
  { key: 'contact', label: 'Contact', href: '/admin/globals/section-contact' },
  { key: 'settings', label: 'Paramètres', href: '/admin/globals/site-settings' },
] as const

export type HomepageTab = (typeof HOMEPAGE_TABS)[number]['key']
