// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/generated/payload-types'
import { mediaSlug } from '@/lib/slugs'
import { MEDIA_DIR, publicUrl } from '@/platform/runtime/environment'
import { s3Settings } from '@/platform/runtime/s3Settings'

/** The stamp as printed: at most 360 × 180 px, enough for 150 pt at 2.4 pixels a point. */
const STAMP_BOX = { width: 360, height: 180 }

/** A media file's bytes: from the disk, or through the site's own file route with S3 storage. */
async function mediaBytes(media: Media): Promise<Buffer | null> {
  if (!media.filename) return null
  if (!s3Settings()) return readFile(path.join(MEDIA_DIR, path.basename(media.filename)))
  const url = media.url?.startsWith('http') ? media.url : `${publicUrl()}${media.url ?? ''}`
  const response = await fetch(url)
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null
}

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
    const bytes = await mediaBytes(media)
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
