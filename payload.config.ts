import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'

import { Users } from './src/features/accounts/config'
import { analyticsJobs } from './src/features/analytics/jobs.config'
import { PageViewDays } from './src/features/analytics/pageViewDays.config'
import { PageViews } from './src/features/analytics/pageViews.config'
import { RentalSnapshots } from './src/features/analytics/rentalSnapshots.config'
import { WeeklyReports } from './src/features/analytics/weeklyReports.config'
import {
  ContractAcceptances,
  Contracts,
  contractReservations,
} from './src/features/contracts/contracts.config'
import { contractMail } from './src/features/contracts/mail.config'
import { Extensions } from './src/features/contracts/extensions.config'
import { Departments } from './src/features/departments/config'
import { Equipment } from './src/features/equipment/config'
import { UnitBookings } from './src/features/rentals/bookings.config'
import { rentalJobs } from './src/features/rentals/jobs.config'
import { Reservations } from './src/features/rentals/reservations.config'
import { EquipmentUnits } from './src/features/rentals/units.config'
import { Deposits } from './src/features/yard/deposits.config'
import { Handovers, yardReservations } from './src/features/yard/handovers.config'
import { yardMail } from './src/features/yard/mail.config'
import { YardPhotos } from './src/features/yard/photos.config'
import { SECTION_GLOBALS } from './src/features/home/sections'
import { LegalPages } from './src/features/legal/config'
import { MailClaims } from './src/features/mail/claims.config'
import { OutgoingEmails } from './src/features/mail/config'
import { Maintenance } from './src/features/maintenance/config'
import { Media } from './src/features/media/config'
import { Documents } from './src/features/media/documents.config'
import { News } from './src/features/news/config'
import { Subscribers } from './src/features/newsletter/config'
import { Pages } from './src/features/pages/config'
import { Projects } from './src/features/projects/config'
import { QuoteRequests } from './src/features/quotes/config'
import { QuoteEvents } from './src/features/quotes/events.config'
import { quoteJobs } from './src/features/quotes/jobs.config'
import { quoteMail } from './src/features/quotes/mail.config'
import { SiteSettings, TopBar } from './src/features/site/globals.config'
import { RateLimitHits } from './src/platform/plugins/rateLimitHits'
import { customViews, specRedirectViews } from './src/platform/plugins/adminViews'
import { outOfGeneratedNav } from './src/platform/plugins/adminNavGroups'
import { payloadAdminFrench } from './src/i18n/payloadAdmin'
import { ADMIN_DATE_FORMAT, COOKIE_PREFIX } from './src/lib/constants'
import { cmsUploadLimits } from './src/platform/plugins/cmsBodyLimit'
import { companyClock } from './src/platform/plugins/companyClock'
import { databaseAdapter } from './src/platform/plugins/database'
import { limitedSharp } from './src/platform/plugins/imagePixelLimit'
import { contentLocalization } from './src/platform/plugins/localization'
import { outboxEmailAdapter } from './src/platform/services/mail/adapter'
import { jobsConfig } from './src/platform/services/jobs/config'
import { publishOnce } from './src/platform/services/jobs/publications'
import { payloadGuards } from './src/platform/plugins/payloadGuards'
import { richTextNodes } from './src/platform/plugins/richTextNodes'
import { siteRedirects } from './src/platform/plugins/redirects'
import { seoFields } from './src/platform/plugins/seo'
import { configuredPublicUrl, payloadSecret, trustedOrigins } from '@/platform/runtime/environment'
import { usersSlug } from './src/lib/slugs'
import { checkTimeZone } from './src/lib/timeZone'
import { COMPANY_TIME_ZONES } from './src/platform/fields/dateTime'
import { uploadStorage } from './src/platform/plugins/storage'

/**
 * The collections, in the admin's order: the features' (src/features/<name>/config.ts and their
 * `<part>.config.ts`) and the platform's rate limit store. The /api contract describes its bodies
 * and answers from these (src/platform/api/contentSchema.ts).
 */
export const collections = [
  Departments,
  Equipment,
  News,
  Pages,
  Projects,
  Media,
  Documents,
  QuoteRequests,
  QuoteEvents,
  Subscribers,
  OutgoingEmails,
  PageViews,
  PageViewDays,
  Users,
  RateLimitHits,
  RentalSnapshots,
  MailClaims,
  WeeklyReports,
  EquipmentUnits,
  contractReservations(yardReservations(Reservations)),
  UnitBookings,
  Handovers,
  YardPhotos,
  Deposits,
  Contracts,
  ContractAcceptances,
  Extensions,
]

/** The homepage sections, then the site-wide settings. */
export const globals = [...SECTION_GLOBALS, SiteSettings, TopBar, Maintenance, LegalPages]

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's start-up check (outside production) rejects any @payloadcms package whose version
// differs from payload's; @payloadcms/storage-s3 and plugin-cloud-storage exist on npm only as
// 3.90.1 next to payload 3.90.2 (package.json `overrides` gives them this payload). Drop this
// line once they are published at payload's version.
// eslint-disable-next-line no-restricted-properties -- written, not read: Payload's own switch, set before it loads
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  admin: {
    user: usersSlug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // the company's favicon and sharing image, never Payload's (nor its dynamic /api/og image)
    meta: {
      titleSuffix: ' — Administration',
      defaultOGImageType: 'off',
      icons: [{ rel: 'icon', type: 'image/png', url: '/icon.png' }],
      openGraph: { siteName: 'Administration', images: [{ url: '/og-image.png' }] },
    },
    // the spec's fr-FR long dates in lists and fields: « 23 novembre 2026 à 19:32 »
    dateFormat: ADMIN_DATE_FORMAT,
    // the company's clock for every date field that keeps a zone (src/platform/fields/dateTime.ts)
    timezones: { supportedTimezones: COMPANY_TIME_ZONES, defaultTimezone: checkTimeZone() },
    components: {
      providers: [
        '/admin/SiteEvents/SaveAnnouncer.client#SaveAnnouncer',
        '/admin/RowMenus/RowMenuGuard.client#RowMenuGuard',
        '/admin/Motion/MotionPreference.client#MotionPreference',
        '/admin/Session/SessionExpiryGuard.client#SessionExpiryGuard',
        '/features/media/admin/PhotoShrinker.client#PhotoShrinker',
        '/admin/Toasts/FrenchToasts.client#FrenchToasts',
      ],
      graphics: {
        Logo: '/admin/Brand#BrandLoginLogo',
        Icon: '/admin/Brand#BrandIcon',
      },
      header: ['/admin/Nav/ContentLanguageBand.client#ContentLanguageBand'],
      beforeNav: ['/admin/Nav/BrandHeader#BrandHeader'],
      beforeNavLinks: ['/admin/Nav/MenuLinks#MenuLinks'],
      views: {
        dashboard: { Component: '/features/dashboard/admin/DashboardView#Dashboard' },
        login: {
          Component: '/features/accounts/admin/LoginView#LoginView',
          path: '/login',
          exact: true,
        },
        ...specRedirectViews,
        ...customViews,
      },
    },
  },
  serverURL: configuredPublicUrl(),
  // the login cookie counts only on requests from the site's own origins (cross-site forgery)
  csrf: trustedOrigins(),
  // Payload's REST API lives under /api/cms so that /api/* serves the spec's contract.
  routes: { api: '/api/cms' },
  graphQL: { disable: true },
  i18n: {
    supportedLanguages: { fr },
    fallbackLanguage: 'fr',
    translations: { fr: payloadAdminFrench },
  },
  localization: contentLocalization,
  collections: outOfGeneratedNav(collections),
  globals: outOfGeneratedNav(globals),
  editor: lexicalEditor(),
  secret: payloadSecret(),
  cookiePrefix: COOKIE_PREFIX,
  db: databaseAdapter(dirname),
  // every mail is stored in « Emails envoyés » first, then sent by SMTP_URL (console without it)
  email: outboxEmailAdapter,
  // background work (sending mail) on Payload's jobs queue
  jobs: jobsConfig([analyticsJobs, quoteJobs, rentalJobs]),
  // the features' parts of the mail outbox (src/platform/services/mail/featureMail.ts)
  custom: { mail: [quoteMail, yardMail, contractMail] },
  onInit: publishOnce,
  // never more pixels than an upload may hold, whatever reaches Payload's image processing
  sharp: limitedSharp,
  // media and documents in an S3-compatible bucket when S3_BUCKET is set; then REST requests
  // Payload's handlers would answer with a 500, and its English-only messages
  plugins: [uploadStorage(), siteRedirects, seoFields, payloadGuards, richTextNodes, companyClock],
  upload: cmsUploadLimits,
  // generated on demand (npm run generate:types) and committed, never as a side effect of a run
  typescript: {
    outputFile: path.resolve(dirname, 'src/generated/payload-types.ts'),
    autoGenerate: false,
  },
  telemetry: false,
})
