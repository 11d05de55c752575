import { z } from 'zod'

import { equipmentSlug } from '@/lib/slugs'
import { fr } from '@/i18n/fr'
import { EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES } from '@/lib/labels'

import { adminCrudRoutes } from '../adminCrud'
import { asUser } from '../documents'
import { ok } from '../envelope'
import { withResolvedUploads } from '../mediaRefs'
import { pagination } from '@/lib/paging'
import { route } from '../route'
import { imageRef, stringList } from '../schemas'
import { EQUIPMENT_SORT, equipmentListQuery, equipmentWhere } from '@/data/equipmentQueries'
import { NAME_MAX_LENGTH } from '@/lib/constants'

import { EQUIPMENT_NOT_FOUND } from './equipment'
import { legacyEquipmentSchema, toLegacyEquipment } from './equipmentShape'

const TAG = 'Administration — équipements'
const text = (max = 200) => z.string().trim().max(max).nullable().optional()

const equipmentBody = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  slug: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  description: z.string().max(5000).optional(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  // the daily price (with forRent, the default) and the sale price (with forSale): the
  // collection's validation says which of them the chosen offers need
  price: z.number().min(0).max(1e12).nullable().optional(),
  forRent: z.boolean().optional(),
  forSale: z.boolean().optional(),
  salePrice: z.number().min(0).max(1e15).nullable().optional(),
  currency: z.literal('XOF').optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  available: z.number().int().min(0).max(100_000).optional(),
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
  order: z.number().int().min(-100_000).max(100_000).optional(),
  location: z.string().trim().max(200).optional(),
  tags: stringList().optional(),
  images: z
    .object({ main: imageRef, thumbnail: imageRef, gallery: z.array(imageRef).max(30).optional() })
    .partial()
    .optional(),
  specifications: z
    .object({
      brand: text(),
      model: text(),
      year: z.number().int().min(1950).max(2100).nullable().optional(),
      power: text(),
      capacity: text(),
      fuel: text(),
      transmission: text(),
      weight: text(),
    })
    .partial()
    .optional(),
})

export const adminEquipmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/equipment',
    summary: 'Tous les équipements, actifs ou non (mêmes filtres que la liste publique)',
    tag: TAG,
    auth: 'admin',
    query: equipmentListQuery,
    data: z.array(legacyEquipmentSchema),
    paginated: true,
    handle: async (context) => {
      const { query } = context
      const result = await context.payload.find({
        collection: equipmentSlug,
        ...asUser(context),
        where: equipmentWhere(query),
        sort: EQUIPMENT_SORT,
        page: query.page,
        limit: query.limit,
      })
      return ok(result.docs.map(toLegacyEquipment), { extra: { pagination: pagination(result) } })
    },
  }),
  ...adminCrudRoutes({
    collection: equipmentSlug,
    path: '/admin/equipment',
    tag: TAG,
    summaries: {
      read: 'Un équipement, actif ou non',
      create: 'Création d’un équipement',
      update: 'Modification d’un équipement',
      remove: 'Suppression d’un équipement',
    },
    messages: {
      notFound: EQUIPMENT_NOT_FOUND,
      created: fr.equipment.created,
      updated: fr.equipment.updated,
      deleted: fr.equipment.deleted,
    },
    body: { create: equipmentBody, update: equipmentBody.partial() },
    toData: ({ payload }, body) => withResolvedUploads(payload, equipmentSlug, body),
    newDocument: (data, { name, category, price, status }) => ({
      ...data,
      name,
      category,
      price,
      status: status ?? 'available',
    }),
    legacy: legacyEquipmentSchema,
    toLegacy: toLegacyEquipment,
    flags: [
      {
        field: 'isActive',
        action: 'toggle',
        summary: 'Active ou désactive un équipement',
        on: fr.equipment.activated,
        off: fr.equipment.deactivated,
      },
      {
        field: 'isFeatured',
        action: 'feature',
        summary: 'Met un équipement en vedette ou l’en retire',
        on: fr.equipment.featured,
        off: fr.equipment.unfeatured,
      },
    ],
  }),
]
