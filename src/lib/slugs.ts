/**
 * The slug of every collection and of the globals named in code: a module with no imports, so
 * that configuration, readers, routes and scripts name them without importing each other.
 */
export const departmentsSlug = 'departments'
export const documentsSlug = 'documents'
export const equipmentSlug = 'equipment'
export const mailClaimsSlug = 'mail-claims'
export const mediaSlug = 'media'
export const newsSlug = 'news'
export const outgoingEmailsSlug = 'outgoing-emails'
export const pageViewDaysSlug = 'page-view-days'
export const pagesSlug = 'pages'
export const projectsSlug = 'projects'
export const pageViewsSlug = 'page-views'
export const quoteRequestsSlug = 'quote-requests'
export const quoteEventsSlug = 'quote-events'
export const redirectsSlug = 'redirects'
export const rateLimitHitsSlug = 'rate-limit-hits'
export const rentalSnapshotsSlug = 'rental-snapshots'
export const weeklyReportsSlug = 'weekly-reports'
export const subscribersSlug = 'subscribers'
export const usersSlug = 'users'

export const maintenanceSlug = 'maintenance'
export const siteSettingsSlug = 'site-settings'
export const topBarSlug = 'top-bar'
export const legalPagesSlug = 'legal-pages'
