import type { CollectionConfig } from 'payload'

import { anyoneOutOfTrash } from '@/platform/access/outOfTrash'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { MEDIA_DIR } from '@/platform/runtime/environment'
import { missingFileAnswers404 } from '@/platform/plugins/uploadFileHandler'
import { filesFollowTrash } from '@/platform/services/trash/trashedFiles'
import { UPLOAD_TYPE_LABELS, UPLOAD_TYPES } from '@/lib/uploadRules'
import { mediaSlug } from '@/lib/slugs'
import { MEDIA_IMAGE_SIZES } from '@/lib/pictures'

const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const

const { afterChange, afterDelete } = revalidateCollection(mediaSlug)

const staticDir = MEDIA_DIR
const trashFiles = filesFollowTrash(staticDir)

const webp = { format: 'webp' as const, options: { quality: 80 } }

export const Media: CollectionConfig = {
  slug: mediaSlug,
  labels: { singular: 'Fichier image', plural: 'Médiathèque' },
  admin: { group: 'Fichiers', defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'] },
  access: { read: anyoneOutOfTrash, create: isAdmin, update: isAdmin, delete: isAdmin },
  trash: true,
  hooks: {
    afterChange: [trashFiles.afterChange, afterChange],
    afterDelete: [trashFiles.afterDelete, afterDelete],
  },
  upload: {
    staticDir,
    handlers: [missingFileAnswers404(staticDir)],
    mimeTypes: [...IMAGE_MIME_TYPES],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      {
        name: 'thumbnail',
        ...MEDIA_IMAGE_SIZES.thumbnail,
        position: 'centre',
        formatOptions: webp,
      },
      { name: 'card', ...MEDIA_IMAGE_SIZES.card, position: 'centre', formatOptions: webp },
      { name: 'hero', ...MEDIA_IMAGE_SIZES.hero, withoutEnlargement: true, formatOptions: webp },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Texte alternatif', localized: true },
    {
      name: 'uploadType',
      type: 'select',
      label: 'Catégorie de l’image',
      admin: { position: 'sidebar' },
      options: UPLOAD_TYPES.map((value) => ({ value, label: UPLOAD_TYPE_LABELS[value] })),
    },
  ],
}
