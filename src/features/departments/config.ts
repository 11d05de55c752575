import type { CollectionConfig } from 'payload'

import { activeOrAdmin } from '@/platform/access/publishedOrAdmin'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { activeField } from '@/platform/fields/active'
import { draftVersions } from '@/platform/fields/drafts'
import { publicationFlag } from '@/platform/fields/publicationFlag'
import { colorField } from '@/platform/fields/color'
import { departmentInUse } from '@/platform/fields/departmentInUse'
import { imageField } from '@/platform/fields/image'
import { selectField } from '@/platform/fields/select'
import { slugField } from '@/platform/fields/slug'
import { trashedSlug } from '@/platform/fields/trashedSlug'
import { redirectFormerAddress, rememberPublishedAddress } from '@/platform/fields/addressRedirects'
import { departmentPath } from '@/lib/departmentPath'
import { listToggle } from '@/platform/fields/toggleCell'
import { frenchOnly } from '@/i18n/frenchOnly'
import { DEFAULT_DEPARTMENT_COLOR, NAME_MAX_LENGTH } from '@/lib/constants'
import { DEPARTMENT_ICONS } from '@/lib/labels'
import { departmentsSlug } from '@/lib/slugs'

const { afterChange, afterDelete } = revalidateCollection(departmentsSlug)

export const Departments: CollectionConfig = {
  slug: departmentsSlug,
  labels: { singular: 'Département', plural: 'Départements' },
  admin: {
    useAsTitle: 'name',
    // the spec's card: image, colour, name, description, three services, status
    // the first column links to the editor
    defaultColumns: [
      'name',
      'mainImage',
      'color',
      'description',
      'features',
      'isActive',
      'details',
    ],
    group: 'Contenu',
    components: {
      views: {
        edit: {
          details: {
            Component: '/features/departments/admin/DepartmentDetails#DepartmentDetails',
            path: '/details',
            tab: { label: 'Détails', href: '/details', order: 150 },
          },
        },
      },
      beforeList: ['/features/departments/admin/DepartmentTabs#DepartmentTabs'],
      beforeListTable: [
        {
          path: '/admin/EmptyList.client#EmptyList',
          clientProps: {
            title: 'Aucun département',
            text: 'Créez le premier département : il apparaîtra sur le site dès qu’il est actif.',
            action: { href: '/admin/departments/new', label: 'Nouveau département' },
          },
        },
      ],
    },
  },
  defaultSort: 'homepageSettings.homepageOrder',
  // a department is edited as a draft while visitors keep the published one; « Actif » follows it
  versions: draftVersions(20),
  trash: true,
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [publicationFlag('isActive')],
    beforeChange: [trashedSlug, rememberPublishedAddress],
    beforeDelete: [departmentInUse],
    afterChange: [afterChange, redirectFormerAddress(departmentPath)],
    afterDelete: [afterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nom',
      required: true,
      maxLength: NAME_MAX_LENGTH,
      localized: true,
    },
    slugField('name', { shared: true }),
    {
      name: 'description',
      type: 'textarea',
      label: 'Description',
      localized: true,
      maxLength: 5000,
      admin: { components: { Cell: '/admin/Cells/TextCell#TextCell' } },
    },
    {
      type: 'row',
      fields: [
        selectField('icon', 'Icône', DEPARTMENT_ICONS),
        { ...colorField('color', 'Couleur'), defaultValue: DEFAULT_DEPARTMENT_COLOR },
      ],
    },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      maxRows: 50,
      label: 'Services',
      localized: true,
      admin: {
        description: 'Un service par entrée.',
        components: { Cell: '/admin/Cells/FeaturesCell#FeaturesCell' },
      },
    },
    {
      // a column of the list only: the main image, small
      name: 'mainImage',
      type: 'ui',
      label: 'Image',
      admin: { components: { Cell: '/admin/Cells/ImageCell#ImageCell' } },
    },
    {
      name: 'details',
      type: 'ui',
      label: 'Détails',
      admin: { components: { Cell: '/admin/Cells/DetailsLinkCell#DetailsLinkCell' } },
    },
    {
      name: 'images',
      type: 'group',
      label: 'Images',
      fields: [
        imageField('main', 'Image principale', 'Recommandé : 600×400 px, 2 Mo maximum.'),
        imageField('banner', 'Bannière', 'Recommandé : 1200×400 px, 3 Mo maximum.'),
        imageField('thumbnail', 'Miniature', 'Recommandé : 200×200 px, 500 Ko maximum.'),
      ],
    },
    {
      ...activeField('Actif'),
      // set by « Publier » and « Annuler la publication » (src/platform/fields/publicationFlag.ts); the
      // list's switch keeps the spec's one-click « Actif / Inactif »
      admin: listToggle({
        onLabel: 'Actif',
        offLabel: 'Inactif',
        onMessage: frenchOnly.admin.departmentActivated,
        offMessage: frenchOnly.admin.departmentDeactivated,
        failureMessage: frenchOnly.admin.departmentToggleFailed,
        call: { method: 'PATCH', path: '/admin/departments/:id/toggle' },
      }),
    },
    {
      name: 'homepageSettings',
      type: 'group',
      label: "Affichage sur la page d'accueil",
      admin: {
        description:
          'Laissés vides : visible si actif, ordre selon la position, titre et description du département, vedette si actif. L’accueil montre six départements : ceux en vedette y prennent place les premiers.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'showOnHomepage', type: 'checkbox', label: 'Visible' },
            { name: 'isFeatured', type: 'checkbox', label: 'Vedette' },
            {
              name: 'homepageOrder',
              type: 'number',
              label: 'Ordre',
              min: 1,
              max: 10_000,
              custom: { integer: true },
            },
          ],
        },
        { name: 'homepageTitle', type: 'text', label: 'Titre', localized: true, maxLength: 300 },
        {
          name: 'homepageDescription',
          type: 'textarea',
          label: 'Description',
          localized: true,
          maxLength: 5000,
        },
      ],
    },
  ],
}
