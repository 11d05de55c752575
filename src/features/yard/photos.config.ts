import type { CollectionConfig } from 'payload'

import { yardPhotosSlug } from '@/lib/slugs'
import { isAdmin } from '@/platform/access/isAdmin'
import { missingFileAnswers404 } from '@/platform/plugins/uploadFileHandler'

import { reservationField, sendKeyField } from './keys'
import { keepPhotoEndpoint } from './endpoints.config'
import { YARD_PHOTOS_DIR } from './photoFiles'

/**
 * The yard's pictures (#62): a check-out's or return's photos and the signature drawn on the
 * phone, each sent alone (a cut connection loses one) under the phone's own `key`, so that a
 * photo sent twice is kept once. For the team only: the files are served to an administrator.
 */
export const YardPhotos: CollectionConfig = {
  slug: yardPhotosSlug,
  labels: { singular: 'Photo du parc', plural: 'Photos du parc' },
  admin: {
    group: 'Location',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'reservation', 'createdAt'],
  },
  access: { read: isAdmin, create: isAdmin, update: () => false, delete: isAdmin },
  upload: {
    staticDir: YARD_PHOTOS_DIR,
    handlers: [missingFileAnswers404(YARD_PHOTOS_DIR)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  },
  endpoints: [keepPhotoEndpoint],
  fields: [sendKeyField, reservationField],
}
