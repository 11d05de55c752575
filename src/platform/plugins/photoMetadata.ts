import 'server-only'

import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { UPLOAD_MAX_PIXELS } from '@/lib/constants'

/** The formats a phone's photo comes in that carry EXIF (GPS, camera) and that sharp writes. */
const REWRITTEN = { jpeg: { quality: 90, mozjpeg: true }, png: {}, webp: { quality: 90 } } as const

/**
 * A photo is stored without where it was taken nor with what (#58): its EXIF (GPS position,
 * camera, date), XMP and IPTC are dropped and its orientation applied to the pixels, whatever
 * path it came by (the admin sends a photo under 1 MB as it is; the /api and Payload's REST API
 * send the file as taken). A picture that carries none of it is stored byte for byte.
 */
export const stripPhotoMetadata: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file?.data?.length) return args
  const info = await sharp(file.data, { limitInputPixels: UPLOAD_MAX_PIXELS })
    .metadata()
    .catch(() => null)
  const format = info?.format as keyof typeof REWRITTEN | undefined
  if (!info || !format || !(format in REWRITTEN) || (info.pages ?? 1) > 1) return args
  const tagged = Boolean(info.exif || info.xmp || info.iptc) || (info.orientation ?? 1) !== 1
  if (!tagged) return args
  const data = await sharp(file.data, { limitInputPixels: UPLOAD_MAX_PIXELS })
    .rotate()
    .keepIccProfile()
    .toFormat(format, REWRITTEN[format])
    .toBuffer()
  file.data = data
  file.size = data.length
  return args
}
