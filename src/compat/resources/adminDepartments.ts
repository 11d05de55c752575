import { z } from 'zod'

import { departmentsSlug } from '@/lib/slugs'
import { fr } from '@/i18n/fr'
import { DEPARTMENT_ICONS } from '@/lib/labels'
import { NAME_MAX_LENGTH } from '@/lib/constants'

import { adminCrudRoutes } from '../adminCrud'
import { asUser, findOr404 } from '../documents'
import { ok } from '../envelope'
import { withResolvedUploads } from '../mediaRefs'
import { route } from '../route'
import { hexColor, imageRef, stringList } from '../schemas'
import { legacyDepartmentSchema, toLegacyDepartment, withHomepageDefaults } from './departmentShape'

const TAG = 'Administration — départements'

const homepageSettings = z
  .object({
    showOnHomepage: z.boolean().nullable(),
    homepageOrder: z.number().int().min(1).max(10_000).nullable(),
    homepageTitle: z.string().max(300).nullable(),
    homepageDescription: z.string().max(5000).nullable(),
    isFeatured: z.boolean().nullable(),
  })
  .partial()

const departmentBody = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  slug: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  description: z.string().max(5000).optional(),
  icon: z.enum(DEPARTMENT_ICONS).nullable().optional(),
  color: hexColor.optional(),
  features: stringList().optional(),
  images: z.object({ main: imageRef, banner: imageRef, thumbnail: imageRef }).partial().optional(),
  isActive: z.boolean().optional(),
  homepageSettings: homepageSettings.optional(),
})

export const adminDepartmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/departments',
    summary: 'Tous les départements, actifs ou non, dans l’ordre de la page d’accueil',
    tag: TAG,
    auth: 'admin',
    data: z.array(legacyDepartmentSchema),
    handle: async (context) => {
      const { docs } = await context.payload.find({
        collection: departmentsSlug,
        ...asUser(context),
        sort: 'createdAt',
        pagination: false,
      })
      const list = docs.map((doc, position) =>
        withHomepageDefaults(toLegacyDepartment(doc), position),
      )
      list.sort(
        (a, b) => (a.homepageSettings.homepageOrder ?? 0) - (b.homepageSettings.homepageOrder ?? 0),
      )
      return ok(list)
    },
  }),
  ...adminCrudRoutes({
    collection: departmentsSlug,
    path: '/admin/departments',
    tag: TAG,
    summaries: {
      read: 'Un département',
      create: 'Création d’un département',
      update: 'Modification d’un département',
      remove: 'Suppression d’un département',
    },
    messages: fr.departments,
    body: { create: departmentBody, update: departmentBody.partial() },
    toData: ({ payload }, body) => withResolvedUploads(payload, departmentsSlug, body),
    newDocument: (data, { name }) => ({ ...data, name }),
    legacy: legacyDepartmentSchema,
    toLegacy: toLegacyDepartment,
    flags: [
      {
        field: 'isActive',
        action: 'toggle',
        summary: 'Active ou désactive un département',
        on: fr.admin.departmentActivated,
        off: fr.admin.departmentDeactivated,
      },
    ],
  }),
  route({
    method: 'PUT',
    path: '/admin/departments/:id/homepage-settings',
    summary: 'Affichage d’un département sur la page d’accueil',
    tag: TAG,
    auth: 'admin',
    body: z.object({ homepageSettings }),
    data: legacyDepartmentSchema,
    handle: async (context) => {
      const current = await findOr404(context, 'departments', fr.departments.notFound)
      const data = {
        homepageSettings: { ...current.homepageSettings, ...context.body.homepageSettings },
      }
      const doc = await context.payload.update({
        collection: departmentsSlug,
        id: current.id,
        ...asUser(context),
        data,
      })
      return ok(toLegacyDepartment(doc), { message: fr.admin.settingsSaved })
    },
  }),
]
