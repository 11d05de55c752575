import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access/isAdmin'
import { statusPublishedOrAdmin } from '@/platform/access/publishedOrAdmin'
import { revalidateCollection } from '@/platform/cache/revalidate'
import { redirectFormerAddress, rememberPublishedAddress } from '@/platform/fields/addressRedirects'
import { dayField } from '@/platform/fields/dateTime'
import { galleryField } from '@/platform/fields/image'
import { CREATED_ON_FIRST_SAVE, draftVersions } from '@/platform/fields/drafts'
import { draftPreview } from '@/platform/fields/livePreview'
import { slugField } from '@/platform/fields/slug'
import { trashedSlug } from '@/platform/fields/trashedSlug'
import { titleField } from '@/platform/fields/title'
import { PROJECTS_PATH, projectPath } from '@/lib/projectPaths'
import { departmentsSlug, equipmentSlug, projectsSlug } from '@/lib/slugs'

const { afterChange, afterDelete } = revalidateCollection(projectsSlug)

/**
 * The company's case studies (« Réalisations », #44): a project, its client, place and dates,
 * the department that led it and the machines it used, listed at /realisations and shown on the
 * department's page and on each machine's. Drafts, preview and schedule as the pages have them.
 */
export const Projects: CollectionConfig = {
  slug: projectsSlug,
  // masculine: the admin's messages say « Projet créé avec succès »
  labels: { singular: 'Projet', plural: 'Réalisations' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'department', 'endDate', '_status'],
    group: 'Contenu',
    description: `Les chantiers menés par l’entreprise, publiés à l’adresse ${PROJECTS_PATH}.`,
    ...draftPreview(projectPath),
    ...CREATED_ON_FIRST_SAVE,
  },
  defaultSort: '-endDate',
  versions: draftVersions(50, { interval: 1500 }),
  trash: true,
  access: { read: statusPublishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [trashedSlug, rememberPublishedAddress],
    afterChange: [afterChange, redirectFormerAddress(projectPath)],
    afterDelete: [afterDelete],
  },
  fields: [
    titleField,
    // /realisations/filtres is the list filtered by department
    slugField('title', { reserved: (slug) => slug === 'filtres', pathOf: projectPath }),
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'text', label: 'Client' },
        { name: 'place', type: 'text', label: 'Lieu' },
      ],
    },
    {
      type: 'row',
      fields: [dayField('startDate', 'Début des travaux'), dayField('endDate', 'Fin des travaux')],
    },
    {
      name: 'department',
      type: 'relationship',
      relationTo: departmentsSlug,
      label: 'Département',
      required: true,
      index: true,
    },
    {
      name: 'equipment',
      type: 'relationship',
      relationTo: equipmentSlug,
      hasMany: true,
      label: 'Équipements utilisés',
    },
    {
      name: 'summary',
      type: 'textarea',
      label: 'Résumé',
      localized: true,
      required: true,
      admin: { description: 'Deux ou trois phrases : montré dans la liste et sur les fiches.' },
    },
    { name: 'content', type: 'richText', label: 'Récit du chantier', localized: true },
    galleryField('photos', 'Photos'),
    {
      name: 'testimonial',
      type: 'group',
      label: 'Témoignage du client',
      fields: [
        { name: 'quote', type: 'textarea', label: 'Témoignage', localized: true },
        { name: 'author', type: 'text', label: 'Auteur (nom, fonction)', localized: true },
      ],
    },
  ],
}
