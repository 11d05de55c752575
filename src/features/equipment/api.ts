import { z } from 'zod'

import { atSlugInAnyLanguage } from '@/platform/data/itemSlugs'

import { EQUIPMENT_SORT, equipmentListQuery, equipmentWhere } from './queries'
import { equipmentSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'

import { ApiError, ok } from '@/platform/api/envelope'
import { parseId } from '@/platform/api/ids'
import { pagination } from '@/lib/paging'
import { route } from '@/platform/api/route'
import { apiEquipmentSchema, toApiEquipment } from './apiShape'

export const EQUIPMENT_NOT_FOUND = frenchOnly.equipment.notFound
const TAG = 'Équipements'
export const equipmentRoutes = [
  route({
    method: 'GET',
    path: '/equipment',
    summary:
      'Équipements actifs (catégorie, statut, offre : offer=rent ou sale, vedette, recherche, pagination) ; chacun avec price (prix par jour, null hors location), forRent, forSale et salePrice',
    tag: TAG,
    auth: 'public',
    localized: true,
    query: equipmentListQuery,
    data: z.array(apiEquipmentSchema),
    paginated: true,
    handle: async ({ payload, query, locale }) => {
      const result = await payload.find({
        collection: equipmentSlug,
        overrideAccess: false,
        locale,
        where: equipmentWhere(query),
        sort: EQUIPMENT_SORT,
        page: query.page,
        limit: query.limit,
        depth: 1,
      })
      return ok(result.docs.map(toApiEquipment), { extra: { pagination: pagination(result) } })
    },
  }),
  route({
    method: 'GET',
    path: '/equipment/featured',
    summary: 'Équipements actifs en vedette',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: z.array(apiEquipmentSchema),
    handle: async ({ payload, locale }) => {
      const { docs } = await payload.find({
        collection: equipmentSlug,
        overrideAccess: false,
        locale,
        where: { isFeatured: { equals: true } },
        sort: EQUIPMENT_SORT,
        limit: 100,
        depth: 1,
      })
      return ok(docs.map(toApiEquipment))
    },
  }),
  route({
    method: 'GET',
    path: '/equipment/slug/:slug',
    summary: 'Un équipement actif par son slug (dans l’une des langues du site)',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: apiEquipmentSchema,
    handle: async ({ payload, params, locale }) => {
      const { docs } = await payload.find({
        collection: equipmentSlug,
        overrideAccess: false,
        locale,
        where: atSlugInAnyLanguage(params.slug),
        limit: 1,
        depth: 1,
      })
      if (!docs[0]) throw new ApiError(404, EQUIPMENT_NOT_FOUND)
      return ok(toApiEquipment(docs[0]))
    },
  }),
  route({
    method: 'GET',
    path: '/equipment/:id',
    summary: 'Un équipement actif par son identifiant',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: apiEquipmentSchema,
    handle: async ({ payload, params, locale }) => {
      const id = parseId(payload, params.id, EQUIPMENT_NOT_FOUND)
      const { docs } = await payload.find({
        collection: equipmentSlug,
        overrideAccess: false,
        locale,
        where: { id: { equals: id } },
        limit: 1,
        depth: 1,
      })
      if (!docs[0]) throw new ApiError(404, EQUIPMENT_NOT_FOUND)
      return ok(toApiEquipment(docs[0]))
    },
  }),
]
