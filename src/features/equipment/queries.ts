import 'server-only'

import type { Where } from 'payload'
import { z } from 'zod'

import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_OFFERS,
  EQUIPMENT_STATUSES,
  equipmentCategoryFromParam,
} from '@/lib/labels'
import { apiPagingSchema, categoryParam, queryFlag } from '@/lib/paging'

/** The catalogue's order: the back office's display order, then newest first. */
export const EQUIPMENT_SORT = ['order', '-createdAt']

/** The list's filters, as `GET /api/equipment` and the back office's list give them (paging: a 400 when garbled). */
export const equipmentListQuery = z.object({
  ...apiPagingSchema(12),
  category: categoryParam(equipmentCategoryFromParam, EQUIPMENT_CATEGORIES),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  featured: queryFlag,
  offer: z.enum(EQUIPMENT_OFFERS).optional(),
  search: z.string().trim().max(100).optional(),
})

export function equipmentWhere(query: z.infer<typeof equipmentListQuery>): Where {
  const and: Where[] = []
  if (query.category) and.push({ category: { equals: query.category } })
  if (query.status) and.push({ status: { equals: query.status } })
  if (query.featured !== undefined) and.push({ isFeatured: { equals: query.featured } })
  // a record stored before offers existed (forRent unset) is a rental
  if (query.offer === 'rent') and.push({ forRent: { not_equals: false } })
  if (query.offer === 'sale') and.push({ forSale: { equals: true } })
  if (query.search) {
    and.push({
      or: [
        { name: { like: query.search } },
        { description: { like: query.search } },
        { tags: { like: query.search } },
      ],
    })
  }
  return and.length ? { and } : {}
}
