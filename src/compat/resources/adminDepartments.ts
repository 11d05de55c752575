import { z } from 'zod'

import { departmentsSlug } from '@/lib/slugs'
import { DEPARTMENT_ICONS } from '@/lib/labels'

import { asUser, findOr404 } from '../documents'
import { ok } from '../envelope'
import { withResolvedUploads } from '../mediaRefs'
import { route, type RouteContext } from '../route'
import { hexColor, imageRef, stringList } from '../schemas'
import { toLegacyDepartment, withHomepageDefaults } from './departmentShape'
import { DEPARTMENT_NOT_FOUND } from './departments'

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
  name: z.string().trim().min(1).max(200),
  slug: z.string().trim().max(200).optional(),
  description: z.string().max(5000).optional(),
  icon: z.enum(DEPARTMENT_ICONS).nullable().optional(),
  color: hexColor.optional(),
  features: stringList().optional(),
  images: z.object({ main: imageRef, banner: imageRef, thumbnail: imageRef }).partial().optional(),
  isActive: z.boolean().optional(),
  homepageSettings: homepageSettings.optional(),
})

type Body = Partial<z.infer<typeof departmentBody>>

const toData = ({ payload }: RouteContext<unknown, unknown>, body: Body) =>
  withResolvedUploads(payload, departmentsSlug, body)

export const adminDepartmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/departments',
    summary: 'Tous les départements, actifs ou non, dans l’ordre de la page d’accueil',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const { docs } = await context.payload.find({ collection: departmentsSlug, ...asUser(context), sort: 'createdAt', pagination: false })
      const list = docs.map((doc, position) => withHomepageDefaults(toLegacyDepartment(doc), position))
      list.sort((a, b) => (a.homepageSettings.homepageOrder ?? 0) - (b.homepageSettings.homepageOrder ?? 0))
      return ok(list)
    },
  }),
  route({
    method: 'GET',
    path: '/admin/departments/:id',
    summary: 'Un département',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => ok(toLegacyDepartment(await findOr404(context, 'departments', DEPARTMENT_NOT_FOUND))),
  }),
  route({
    method: 'POST',
    created: true,
    path: '/admin/departments',
    summary: 'Création d’un département',
    tag: TAG,
    auth: 'admin',
    body: departmentBody,
    handle: async (context) => {
      const data = { ...(await toData(context, context.body)), name: context.body.name }
      const doc = await context.payload.create({ collection: departmentsSlug, ...asUser(context), data })
      return ok(toLegacyDepartment(doc), { status: 201, message: 'Département créé avec succès' })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/departments/:id',
    summary: 'Modification d’un département',
    tag: TAG,
    auth: 'admin',
    body: departmentBody.partial(),
    handle: async (context) => {
      const { id } = await findOr404(context, 'departments', DEPARTMENT_NOT_FOUND)
      const doc = await context.payload.update({ collection: departmentsSlug, id, ...asUser(context), data: await toData(context, context.body) })
      return ok(toLegacyDepartment(doc), { message: 'Département modifié avec succès' })
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/departments/:id',
    summary: 'Suppression d’un département',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const { id } = await findOr404(context, 'departments', DEPARTMENT_NOT_FOUND)
      await context.payload.delete({ collection: departmentsSlug, id, ...asUser(context) })
      return ok(undefined, { message: 'Département supprimé avec succès' })
    },
  }),
  route({
    method: 'PATCH',
    path: '/admin/departments/:id/toggle',
    summary: 'Active ou désactive un département',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const current = await findOr404(context, 'departments', DEPARTMENT_NOT_FOUND)
      const doc = await context.payload.update({ collection: departmentsSlug, id: current.id, ...asUser(context), data: { isActive: !current.isActive } })
      return ok(toLegacyDepartment(doc), { message: `Département ${doc.isActive ? 'activé' : 'désactivé'} avec succès` })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/departments/:id/homepage-settings',
    summary: 'Affichage d’un département sur la page d’accueil',
    tag: TAG,
    auth: 'admin',
    body: z.object({ homepageSettings }),
    handle: async (context) => {
      const current = await findOr404(context, 'departments', DEPARTMENT_NOT_FOUND)
      const data = { homepageSettings: { ...current.homepageSettings, ...context.body.homepageSettings } }
      const doc = await context.payload.update({ collection: departmentsSlug, id: current.id, ...asUser(context), data })
      return ok(toLegacyDepartment(doc), { message: 'Paramètres sauvegardés' })
    },
  }),
]
