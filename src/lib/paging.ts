import { z } from 'zod'

import { API_MAX_PAGE_LIMIT } from '@/lib/constants'

/** `page` ≥ 1 and `limit` capped at 100 (out-of-range values are clamped, not refused). */
export function pagingSchema(defaultLimit: number) {
  return {
    page: z.coerce
      .number()
      .int()
      .catch(1)
      .transform((page) => Math.max(1, page)),
    limit: z.coerce
      .number()
      .int()
      .catch(defaultLimit)
      .transform((limit) => Math.min(API_MAX_PAGE_LIMIT, Math.max(1, limit))),
  }
}

export type Paginated = { totalDocs: number; page?: number; limit: number; totalPages: number }

export function pagination({ totalDocs, page, limit, totalPages }: Paginated) {
  return { page: page ?? 1, limit, total: totalDocs, pages: totalPages }
}

/** A boolean query flag: "true"/"1" → true, "false"/"0" → false, absent → undefined. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))
