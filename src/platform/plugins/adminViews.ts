import type { AdminViewConfig } from 'payload'

import { ADMIN_MENU, ADMIN_SHORTCUTS } from './adminMenu'

const ADMIN_PREFIX = '/admin'

/**
 * One exact-path view per spec URL that Payload serves under another path, redirecting there;
 * the URLs whose target is themselves are `customViews`.
 */
export const specRedirectViews: Record<string, AdminViewConfig> = Object.fromEntries(
  [...ADMIN_MENU, ...ADMIN_SHORTCUTS]
    .filter((entry) => entry.path !== entry.target)
    .map((entry) => [
      `spec-${entry.path.slice(ADMIN_PREFIX.length + 1).replace(/\//g, '-')}`,
      {
        Component: '/admin/SpecRedirect#SpecRedirect',
        path: entry.path.slice(ADMIN_PREFIX.length) as `/${string}`,
        exact: true,
      },
    ]),
)

/** The spec's screens that Payload's generated views cannot draw. */
export const customViews: Record<string, AdminViewConfig> = {
  analytics: {
    Component: '/features/analytics/admin/AnalyticsView#AnalyticsView',
    path: '/analytics',
    exact: true,
    meta: { title: 'Statistiques' },
  },
  pipeline: {
    Component: '/features/quotes/admin/PipelineView#PipelineView',
    path: '/pipeline',
    exact: true,
    meta: { title: 'Pipeline des devis' },
  },
  planning: {
    Component: '/features/rentals/admin/PlanningView#PlanningView',
    path: '/planning',
    exact: true,
    meta: { title: 'Planning de location' },
  },
  upload: {
    Component: '/features/media/admin/UploadView#UploadView',
    path: '/upload',
    exact: true,
    meta: { title: 'Envoyer des fichiers' },
  },
  homepageSections: {
    Component: '/features/home/admin/HomepageSectionsView#HomepageSectionsView',
    path: '/homepage/sections',
    exact: true,
    meta: { title: "Page d'accueil" },
  },
  newsPreview: {
    Component: '/features/home/admin/NewsPreviewView#NewsPreviewView',
    path: '/news/preview',
    exact: true,
    meta: { title: 'Actualités' },
  },
  departmentsHomepage: {
    Component: '/features/departments/admin/HomepageDisplayView#HomepageDisplayView',
    path: '/departments/homepage',
    exact: true,
    meta: { title: 'Départements' },
  },
}
