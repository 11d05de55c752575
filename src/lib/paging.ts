import { z } from 'zod'

import { API_MAX_PAGE_LIMIT } from '@/lib/constants'

/**
 * A page's address (/actualites?page=…): `page` ≥ 1 and `limit` capped at 100, out-of-range or
 * garbled values clamped rather than refused, so that an odd link still shows a page.
 */
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

/**
 * The /api's paging, validated as the contract declares it: `page` and `limit` are whole
 * numbers of at least 1, else a 400. A `limit` above 100 is served as 100: the specification's
 * home page asks for 1000 to count the articles (public §7), and reads the total.
 */
export function apiPagingSchema(defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(1).optional().default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .default(defaultLimit)
      .transform((limit) => Math.min(API_MAX_PAGE_LIMIT, limit)),
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

/**
 * An API's category filter: a known one (as `known` reads codes and labels), or none for
 * 'all'/'Tous'/empty; any other value is a 400 naming the accepted codes, never a silent
 * "no filter".
 */
export const categoryParam = <C extends string>(
  known: (value: string) => C | null,
  codes: readonly string[],
) =>
  z
    .string()
    .max(50)
    .optional()
    .describe(`${codes.join(', ')} (ou leur libellé) ; all ou Tous : toutes`)
    .transform((value, context): C | undefined => {
      const raw = value?.trim()
      if (!raw || /^(all|tous)$/i.test(raw)) return undefined
      const category = known(raw)
      if (category) return category
      context.addIssue({ code: 'custom', message: `catégorie inconnue (${codes.join(', ')})` })
      return z.NEVER
    })
