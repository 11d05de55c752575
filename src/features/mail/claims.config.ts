import type { CollectionConfig } from 'payload'

import { mailClaimsSlug } from '@/lib/slugs'

/**
 * One try at sending one stored mail, taken by the runner that inserts it first: `key` is unique
 * (« <email id>:<try> »), so two instances, or two runners of Payload's queue, that pick up the
 * same job cannot both send it (src/platform/services/mail/claims.ts). Server only, never in the admin.
 */
export const MailClaims: CollectionConfig = {
  slug: mailClaimsSlug,
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  fields: [{ name: 'key', type: 'text', required: true, unique: true }],
}
