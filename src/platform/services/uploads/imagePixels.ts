import 'server-only'

import sharp from 'sharp'

import { frenchOnly } from '@/i18n/frenchOnly'

import { UPLOAD_MAX_MEGAPIXELS, UPLOAD_MAX_PIXELS } from '@/lib/constants'
import { sniffImage } from '@/lib/uploadRules'

/**
 * The spec-styled message when an image holds more pixels than the upload limit, every frame of
 * an animated one counted (Payload decodes them all), or null. Only the header is read: a PNG of
 * a few KB declaring 16000×16000 is refused at once, before anything decodes it. An SVG is drawn
 * by the browser, never by the server; a file that is no JPEG, PNG, GIF or WebP is left to the
 * type checks, and a header sharp cannot read to Payload's own processing, which refuses it.
 */
export async function imagePixelsProblem(name: string, data: Uint8Array): Promise<string | null> {
  const type = sniffImage(data)
  if (!type || type === 'image/svg+xml') return null
  let header: sharp.Metadata
  try {
    // no limit here: reading the header decodes nothing, and must still say how large it is
    header = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    return null
  }
  const { width = 0, height = 0, pages = 1 } = header
  if (width * height * pages <= UPLOAD_MAX_PIXELS) return null
  return frenchOnly.upload.tooManyPixels(name, width, height, pages, UPLOAD_MAX_MEGAPIXELS)
}
