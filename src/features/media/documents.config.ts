import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/platform/access/anyone'
import { isAdmin } from '@/platform/access/isAdmin'
import { DATA_DIR } from '@/platform/runtime/environment'
import { missingFileAnswers404 } from '@/platform/plugins/uploadFileHandler'
import { documentsSlug } from '@/lib/slugs'

const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const

const staticDir = path.join(DATA_DIR, 'documents')

export const Documents: CollectionConfig = {
  slug: documentsSlug,
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    group: 'Fichiers',
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize'],
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir,
    handlers: [missingFileAnswers404(staticDir)],
    mimeTypes: [...DOCUMENT_MIME_TYPES],
  },
  fields: [{ name: 'title', type: 'text', label: 'Titre' }],
}
