import { z } from 'zod'

import { equipmentSlug } from '@/lib/slugs'
import { EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES } from '@/lib/labels'

import { asUser, findOr404 } from '../documents'
import { ok } from '../envelope'
import { withResolvedUploads } from '../mediaRefs'
import { pagination } from '@/lib/paging'
import { route, type RouteContext } from '../route'
import { imageRef, stringList } from '../schemas'
import { EQUIPMENT_SORT, equipmentListQuery, equipmentWhere } from '@/data/equipmentQueries'

import { EQUIPMENT_NOT_FOUND } from './equipment'
import { toLegacyEquipment } from './equipmentShape'

const TAG = 'Administration — équipements'
const text = (max = 200) => z.string().trim().max(max).nullable().optional()

const equipmentBody = z.object({
  name: z.string().trim().min(1).max(200),
  slug: z.string().trim().max(200).optional(),
  description: z.string().max(5000).optional(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  price: z.number().min(0).max(1e12),
  currency: z.literal('XOF').optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  available: z.number().int().min(0).max(100_000).optional(),
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
  order: z.number().int().min(-100_000).max(100_000).optional(),
  location: z.string().trim().max(200).optional(),
  tags: stringList().optional(),
  images: z.object({ main: imageRef, thumbnail: imageRef, gallery: z.array(imageRef).max(30).optional() }).partial().optional(),
  specifications: z
    .object({
      brand: text(), model: text(), year: z.number().int().min(1950).max(2100).nullable().optional(),
      power: text(), capacity: text(), fuel: text(), transmission: text(), weight: text(),
    })
    .partial()
    .optional(),
})

type Body = Partial<z.infer<typeof equipmentBody>>

const toData = ({ payload }: RouteContext<unknown, unknown>, body: Body) =>
  withResolvedUploads(payload, equipmentSlug, body)

/** PATCH …/toggle and …/feature: flip one flag, answer with the record and a French message. */
const flip = (flag: 'isActive' | 'isFeatured', path: string, summary: string, on: string, off: string) =>
  route({
    method: 'PATCH',
    path,
    summary,
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const current = await findOr404(context, 'equipment', EQUIPMENT_NOT_FOUND)
      const doc = await context.payload.update({ collection: equipmentSlug, id: current.id, ...asUser(context), data: { [flag]: !current[flag] } })
      return ok(toLegacyEquipment(doc), { message: doc[flag] ? on : off })
    },
  })

export const adminEquipmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/equipment',
    summary: 'Tous les équipements, actifs ou non (mêmes filtres que la liste publique)',
    tag: TAG,
    auth: 'admin',
    query: equipmentListQuery,
    handle: async (context) => {
      const { query } = context
      const result = await context.payload.find({
        collection: equipmentSlug, ...asUser(context), where: equipmentWhere(query), sort: EQUIPMENT_SORT, page: query.page, limit: query.limit,
      })
      return ok(result.docs.map(toLegacyEquipment), { extra: { pagination: pagination(result) } })
    },
  }),
  route({
    method: 'GET',
    path: '/admin/equipment/:id',
    summary: 'Un équipement, actif ou non',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => ok(toLegacyEquipment(await findOr404(context, 'equipment', EQUIPMENT_NOT_FOUND))),
  }),
  route({
    method: 'POST',
    created: true,
    path: '/admin/equipment',
    summary: 'Création d’un équipement',
    tag: TAG,
    auth: 'admin',
    body: equipmentBody,
    handle: async (context) => {
      const { name, category, price } = context.body
      const data = { ...(await toData(context, context.body)), name, category, price, status: context.body.status ?? 'available' }
      const doc = await context.payload.create({ collection: equipmentSlug, ...asUser(context), data })
      return ok(toLegacyEquipment(doc), { status: 201, message: 'Équipement créé avec succès' })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/equipment/:id',
    summary: 'Modification d’un équipement',
    tag: TAG,
    auth: 'admin',
    body: equipmentBody.partial(),
    handle: async (context) => {
      const { id } = await findOr404(context, 'equipment', EQUIPMENT_NOT_FOUND)
      const doc = await context.payload.update({ collection: equipmentSlug, id, ...asUser(context), data: await toData(context, context.body) })
      return ok(toLegacyEquipment(doc), { message: 'Équipement modifié avec succès' })
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/equipment/:id',
    summary: 'Suppression d’un équipement',
    tag: TAG,
    auth: 'admin',
    handle: async (context) => {
      const { id } = await findOr404(context, 'equipment', EQUIPMENT_NOT_FOUND)
      await context.payload.delete({ collection: equipmentSlug, id, ...asUser(context) })
      return ok(undefined, { message: 'Équipement supprimé avec succès' })
    },
  }),
  flip('isActive', '/admin/equipment/:id/toggle', 'Active ou désactive un équipement', 'Équipement activé avec succès', 'Équipement désactivé avec succès'),
  flip('isFeatured', '/admin/equipment/:id/feature', 'Met un équipement en vedette ou l’en retire', 'Équipement mis en vedette', 'Équipement retiré de la vedette'),
]
