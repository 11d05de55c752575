import { z } from 'zod'

import { HEX_COLOR } from '@/platform/fields/color'
import { frenchOnly } from '@/i18n/frenchOnly'

/** Shared pieces of the request bodies. */

/** An image as the legacy clients give it: the address an upload returned, or its id. */
export const imageAddress = z.union([z.string().max(1000), z.number().int()])

export const imageRef = imageAddress.nullable().optional()

/** A list of short strings, also accepted as comma-separated text (trimmed, empties dropped). */
export const stringList = (max = 50) =>
  z
    .union([z.array(z.string().max(300)), z.string().max(10_000)])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string()).max(max))

/** The collections' colour (src/platform/fields/color.ts), refused with the legacy contract's message. */
export const hexColor = z.string().regex(HEX_COLOR, frenchOnly.api.invalidHexColor)
