import type { RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'

import { equipmentSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'

import { adminCrudRoutes } from '@/platform/api/adminCrud'
import { collectionBodySchemas } from '@/platform/api/bodySchema'
import { asUser } from '@/platform/api/documents'
import { ok } from '@/platform/api/envelope'
import { withResolvedUploads } from '@/platform/api/mediaRefs'
import { pagination } from '@/lib/paging'
import { route } from '@/platform/api/route'
import { EQUIPMENT_SORT, equipmentListQuery, equipmentWhere } from './queries'

import { EQUIPMENT_NOT_FOUND } from './api'
import { apiEquipmentSchema, toApiEquipment } from './apiShape'

const TAG = 'Administration — équipements'
// a new machine the legacy client sends without a status is available (newDocument)
const equipmentBody = collectionBodySchemas(equipmentSlug, { optional: ['status'] })

export const adminEquipmentRoutes = [
  route({
    method: 'GET',
    path: '/admin/equipment',
    summary: 'Tous les équipements, actifs ou non (mêmes filtres que la liste publique)',
    tag: TAG,
    auth: 'admin',
    query: equipmentListQuery,
    data: z.array(apiEquipmentSchema),
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
      return ok(result.docs.map(toApiEquipment), { extra: { pagination: pagination(result) } })
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
      created: frenchOnly.equipment.created,
      updated: frenchOnly.equipment.updated,
      deleted: frenchOnly.equipment.deleted,
    },
    body: equipmentBody,
    toData: ({ payload }, body) => withResolvedUploads(payload, equipmentSlug, body),
    // the create body requires the name and the category
    newDocument: (data) =>
      ({ ...data, status: data.status ?? 'available' }) as RequiredDataFromCollectionSlug<
        typeof equipmentSlug
      >,
    legacy: apiEquipmentSchema,
    toApi: toApiEquipment,
    flags: [
      {
        field: 'isActive',
        action: 'toggle',
        summary: 'Active ou désactive un équipement',
        on: frenchOnly.equipment.activated,
        off: frenchOnly.equipment.deactivated,
      },
      {
        field: 'isFeatured',
        action: 'feature',
        summary: 'Met un équipement en vedette ou l’en retire',
        on: frenchOnly.equipment.featured,
        off: frenchOnly.equipment.unfeatured,
      },
    ],
  }),
]
