import type { CollectionConfig } from 'payload'
import { select, text, textarea } from 'payload/shared'

import { isAdmin } from '@/platform/access/isAdmin'
import { publishedOrAdmin } from '@/platform/access/publishedOrAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { draftVersions } from '@/platform/fields/drafts'
import { draftPreview } from '@/platform/fields/livePreview'
import { publicationFlag } from '@/platform/fields/publicationFlag'
import { galleryField, imageField } from '@/platform/fields/image'
import { requiredWith } from '@/platform/fields/requiredWith'
import { selectField } from '@/platform/fields/select'
import { listToggle } from '@/platform/fields/toggleCell'
import { frenchOnly } from '@/i18n/frenchOnly'
import { COMPANY_TEAM } from '@/lib/company'
import { NAME_MAX_LENGTH, NEWS_PAGE_SIZE } from '@/lib/constants'
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '@/lib/labels'
import { newsPath } from '@/lib/sitePaths'
import { newsSlug } from '@/lib/slugs'

import { deriveText } from './searchText.config'

const { afterChange, afterDelete } = revalidateCollection(newsSlug)

export const News: CollectionConfig = {
  slug: newsSlug,
  labels: { singular: 'Article', plural: 'Actualités' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'isPublished', 'createdAt'],
    group: 'Contenu',
    // back office §5 and §9: 12 per page, a search over title, excerpt and content
    pagination: { defaultLimit: NEWS_PAGE_SIZE, limits: [NEWS_PAGE_SIZE, 24, 48] },
    listSearchableFields: ['title', 'excerpt', 'searchText'],
    // the news screen's tabs (back office §2): general settings, articles, preview
    components: { beforeList: ['/features/home/admin/NewsTabs#NewsTabs'] },
    ...draftPreview(newsPath, 'id'),
  },
  defaultSort: '-createdAt',
  // a published article is edited as a draft while visitors keep what was published
  versions: draftVersions(20),
  trash: true,
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [publicationFlag('isPublished')],
    // before validation: an article sent without summary (the /api contract) gets the fallback,
    // while the admin's form, which validates without hooks, requires one (back office §5)
    beforeValidate: [deriveText],
    afterChange: [afterChange],
    afterDelete: [afterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      required: true,
      localized: true,
      maxLength: NAME_MAX_LENGTH,
      validate: requiredWith(frenchOnly.validation.requiredNewsFields, text),
    },
    {
      name: 'excerpt',
      type: 'textarea',
      label: 'Résumé',
      localized: true,
      maxLength: 2000,
      // required without a NOT NULL column: rows stored before always hold the fallback
      validate: requiredWith(frenchOnly.validation.requiredNewsFields, textarea),
    },
    {
      name: 'content',
      type: 'richText',
      label: 'Contenu',
      localized: true,
      required: true,
      validate: requiredWith(frenchOnly.validation.requiredNewsFields),
    },
    {
      name: 'searchText',
      type: 'textarea',
      label: 'Texte de recherche',
      localized: true,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          ...selectField('category', 'Catégorie', NEWS_CATEGORIES, NEWS_CATEGORY_LABELS),
          required: true,
          validate: requiredWith(frenchOnly.validation.requiredNewsFields, select),
          defaultValue: 'ACTUALITE',
        },
        {
          name: 'author',
          type: 'text',
          label: 'Auteur',
          maxLength: 200,
          defaultValue: COMPANY_TEAM,
        },
      ],
    },
    {
      name: 'images',
      type: 'group',
      label: 'Images',
      fields: [
        imageField('main', 'Image principale', 'Recommandé : 1200×800 px, 3 Mo maximum.'),
        imageField('thumbnail', 'Miniature', 'Recommandé : 400×300 px, 1 Mo maximum.'),
        imageField('banner', 'Bannière', 'Recommandé : 1400×600 px, 3 Mo maximum.'),
        galleryField('gallery', 'Galerie', 30),
      ],
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 50,
      label: 'Mots-clés',
      localized: true,
    },
    {
      name: 'isPublished',
      type: 'checkbox',
      label: 'Publié',
      // what visitors read, set from the main document's status (src/platform/fields/publicationFlag.ts); the
      // edit view's « Publier » and « Enregistrer le brouillon » stand for it there, the list's
      // switch keeps the spec's one-click « Publié / Brouillon »
      admin: listToggle({
        onLabel: 'Publié',
        offLabel: 'Brouillon',
        onMessage: frenchOnly.admin.articlePublished,
        offMessage: frenchOnly.admin.articleDrafted,
        failureMessage: frenchOnly.admin.articleUpdateFailed,
        call: { method: 'PUT', path: '/admin/news/:id' },
      }),
    },
  ],
}
