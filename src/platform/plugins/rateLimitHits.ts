import type { CollectionConfig } from 'payload'
import { rateLimitHitsSlug } from '@/lib/slugs'

/**
 * One rate-limited request (login, form, beacon), when the counters are shared by several
 * instances (RATE_LIMIT_STORE=database, src/platform/frontServer/rateLimitStore.ts): a row per hit, so that
 * counting needs no atomic increment from the database adapter. Server only: nobody reaches it
 * through the REST API, and it never shows in the admin.
 */
export const RateLimitHits: CollectionConfig = {
  slug: rateLimitHitsSlug,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  timestamps: false,
  fields: [
    // the limited group and the client's address
    { name: 'key', type: 'text', required: true, index: true },
    // the end of the fixed window the hit counts in
    { name: 'resetAt', type: 'date', required: true, index: true },
  ],
}
