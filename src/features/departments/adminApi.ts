import type { RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'

import { departmentsSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'
import type { Department } from '@/generated/payload-types'

import { adminCrudRoutes } from '@/platform/api/adminCrud'
import { collectionBodySchemas } from '@/platform/api/bodySchema'
import { asUser, findOr404 } from '@/platform/api/documents'
import { ok } from '@/platform/api/envelope'
import { withResolvedUploads } from '@/platform/api/mediaRefs'
import { route } from '@/platform/api/route'
import { hexColor } from '@/platform/api/schemas'
import { apiDepartmentSchema, toApiDepartment, withHomepageDefaults } from './apiShape'

const TAG = 'Administration — départements'

const departmentBody = collectionBodySchemas(departmentsSlug, { as: { color: hexColor } })

export const adminDepartmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/departments',
    summary: 'Tous les départements, actifs ou non, dans l’ordre de la page d’accueil',
    tag: TAG,
    auth: 'admin',
    data: z.array(apiDepartmentSchema),
    handle: async (context) => {
      const { docs } = await context.payload.find({
        collection: departmentsSlug,
        ...asUser(context),
        sort: 'createdAt',
        pagination: false,
      })
      const list = docs.map((doc, position) => withHomepageDefaults(toApiDepartment(doc), position))
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
    messages: frenchOnly.departments,
    body: departmentBody,
    toData: ({ payload }, body) => withResolvedUploads(payload, departmentsSlug, body),
    // the create body requires the name
    newDocument: (data) => data as RequiredDataFromCollectionSlug<typeof departmentsSlug>,
    legacy: apiDepartmentSchema,
    toApi: toApiDepartment,
    flags: [
      {
        field: 'isActive',
        action: 'toggle',
        summary: 'Active ou désactive un département',
        on: frenchOnly.admin.departmentActivated,
        off: frenchOnly.admin.departmentDeactivated,
      },
    ],
  }),
  route({
    method: 'PUT',
    path: '/admin/departments/:id/homepage-settings',
    summary: 'Affichage d’un département sur la page d’accueil',
    tag: TAG,
    auth: 'admin',
    body: departmentBody.update.pick({ homepageSettings: true }).required(),
    data: apiDepartmentSchema,
    handle: async (context) => {
      const current = await findOr404(context, 'departments', frenchOnly.departments.notFound)
      const data = {
        homepageSettings: {
          ...current.homepageSettings,
          ...(context.body.homepageSettings as Department['homepageSettings']),
        },
      }
      const doc = await context.payload.update({
        collection: departmentsSlug,
        id: current.id,
        ...asUser(context),
        data,
      })
      return ok(toApiDepartment(doc), { message: frenchOnly.admin.settingsSaved })
    },
  }),
]
