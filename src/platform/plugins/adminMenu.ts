/**
 * The back office's 16 menu entries (back office §2), in the spec's order: the spec's URL and
 * the Payload screen it opens. An admin view of its own redirects each spec URL to its screen
 * (`specRedirectViews` in adminViews.ts).
 */
export const ADMIN_MENU = [
  { key: 'dashboard', label: 'Tableau de bord', path: '/admin/dashboard', target: '/admin' },
  {
    key: 'topbar',
    label: 'Barre supérieure',
    path: '/admin/topbar',
    target: '/admin/globals/top-bar',
  },
  {
    key: 'homepage',
    label: "Page d'accueil",
    path: '/admin/homepage',
    target: '/admin/globals/section-hero',
  },
  {
    key: 'departments',
    label: 'Départements',
    path: '/admin/departments',
    target: '/admin/collections/departments',
  },
  {
    key: 'values',
    label: 'Valeurs',
    path: '/admin/values',
    target: '/admin/globals/section-values',
  },
  {
    key: 'equipment',
    label: 'Section Équipements (accueil)',
    path: '/admin/equipment',
    target: '/admin/globals/section-equipment',
  },
  {
    key: 'quote-calculator',
    label: 'Calculateur de devis',
    path: '/admin/quote-calculator',
    target: '/admin/globals/section-quote-calculator',
  },
  { key: 'news', label: 'Actualités', path: '/admin/news', target: '/admin/collections/news' },
  {
    key: 'newsletter',
    label: 'Newsletter',
    path: '/admin/newsletter',
    target: '/admin/globals/section-newsletter',
  },
  {
    key: 'partners',
    label: 'Partenaires',
    path: '/admin/partners',
    target: '/admin/globals/section-partners',
  },
  {
    key: 'contact-management',
    label: 'Contact',
    path: '/admin/contact-management',
    target: '/admin/globals/section-contact',
  },
  {
    key: 'footer',
    label: 'Pied de page',
    path: '/admin/footer',
    target: '/admin/globals/section-footer',
  },
  {
    key: 'contacts',
    label: 'Messages',
    path: '/admin/contacts',
    target: '/admin/collections/quote-requests',
  },
  { key: 'analytics', label: 'Statistiques', path: '/admin/analytics', target: '/admin/analytics' },
  { key: 'settings', label: 'Paramètres', path: '/admin/settings', target: '/admin/account' },
  {
    key: 'maintenance',
    label: 'Maintenance',
    path: '/admin/maintenance',
    target: '/admin/globals/maintenance',
  },
] as const

/** Creation and upload screens linked from the dashboard and the empty departments list. */
export const ADMIN_SHORTCUTS = [
  {
    path: '/admin/departments/new',
    target: '/admin/collections/departments/create',
    label: 'Nouveau département',
  },
  {
    path: '/admin/equipment/new',
    target: '/admin/collections/equipment/create',
    label: 'Nouvel équipement',
  },
  {
    path: '/admin/news/new',
    target: '/admin/collections/news/create',
    label: 'Nouvelle actualité',
  },
  { path: '/admin/upload', target: '/admin/upload', label: 'Envoyer des fichiers' },
] as const

/** The screens the menu opens: the generated navigation does not list them a second time. */
export const MENU_TARGET_SLUGS = ADMIN_MENU.map((entry) => entry.target.split('/').pop() as string)
