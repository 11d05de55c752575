// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/generated/payload-types'
import { mediaSlug } from '@/lib/slugs'
import { MEDIA_DIR } from '@/platform/runtime/environment'
import { storedFileBytes } from '@/platform/services/uploads/storedFile'

/** The stamp as printed: at most 360 × 180 px, enough for 150 pt at 2.4 pixels a point. */
const STAMP_BOX = { width: 360, height: 180 }

/**
 * The settings' « Cachet et signature » as a PNG a PDF can embed (a JPEG, WebP or SVG made one),
 * or null: no stamp chosen, or one that cannot be read, which never stops a document.
 */
export async function stampPng(
  payload: Payload,
  stamp: number | string | Media | null | undefined,
): Promise<Uint8Array | null> {
  if (stamp === null || stamp === undefined) return null
  try {
    const media =
      typeof stamp === 'object'
        ? stamp
        : await payload.findByID({
            collection: mediaSlug,
            id: stamp,
            depth: 0,
            overrideAccess: true,
          })
    const bytes = await storedFileBytes(mediaSlug, media, MEDIA_DIR)
    if (!bytes) return null
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize({ ...STAMP_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch (error) {
    payload.logger.warn({ err: error }, 'Cachet des documents illisible : document sans cachet')
    return null
  }
}
