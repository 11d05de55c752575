import { z } from 'zod'

import { fr } from '@/i18n/fr'

/** Shared pieces of the request bodies. */

export const imageRef = z
  .union([z.string().max(1000), z.number().int()])
  .nullable()
  .optional()

/** A list of short strings, also accepted as comma-separated text (trimmed, empties dropped). */
export const stringList = (max = 50) =>
  z
    .union([z.array(z.string().max(300)), z.string().max(10_000)])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string()).max(max))

export const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, fr.api.invalidHexColor)
