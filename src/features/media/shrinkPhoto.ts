import { UPLOAD_MAX_BYTES } from '@/lib/constants'

/** A photo's longest side once resized in the browser: sharp enough for the site's 1920 px hero. */
const PHOTO_MAX_SIDE = 2560
/** Below this weight a photo is sent as it is, whatever its size in pixels. */
const PHOTO_SHRINK_FROM_BYTES = 1024 * 1024
/** Qualities tried in turn until the picture fits the upload limit. */
const QUALITIES = [0.85, 0.72, 0.6] as const
/** Formats a canvas decodes and encodes again; GIF (frames) and SVG (text) are sent untouched. */
const RESIZABLE = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])

/** Worth decoding: a heavy picture in a format the canvas writes again (every one over the limit). */
export const mayShrink = (file: File): boolean =>
  RESIZABLE.has(file.type.toLowerCase()) && file.size > PHOTO_SHRINK_FROM_BYTES

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' }

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo'
  return `${base}.${EXTENSIONS[type] ?? 'png'}`
}

/**
 * `maxSide`: the longest side kept (px); `always`: every photo is drawn again and sent as JPEG,
 * small or not, so that none leaves the phone with its location (the yard's, #62).
 */
export type ShrinkOptions = { maxSide?: number; always?: boolean }

/**
 * A phone photo made fit to send (back office §5): its longest side brought to PHOTO_MAX_SIDE,
 * turned the way the camera's EXIF orientation says, and encoded again — a canvas writes no EXIF,
 * so the GPS position and the camera's details stay on the phone. A JPEG stays JPEG; a PNG or
 * WebP becomes WebP, which keeps transparency. Anything that cannot be decoded, or would not get
 * under the limit, comes back as it was, for the usual checks to refuse.
 */
export async function shrinkPhoto(
  file: File,
  { maxSide = PHOTO_MAX_SIDE, always = false }: ShrinkOptions = {},
): Promise<File> {
  if (!(always ? RESIZABLE.has(file.type.toLowerCase()) : mayShrink(file))) return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
    if (!always && scale === 1 && file.size <= UPLOAD_MAX_BYTES) return file
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    )
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const type =
      always || file.type.toLowerCase().startsWith('image/jp') ? 'image/jpeg' : 'image/webp'
    for (const quality of QUALITIES) {
      const blob = await canvas.convertToBlob({ type, quality })
      if (blob.size <= UPLOAD_MAX_BYTES && (always || blob.size < file.size))
        return new File([blob], renamed(file.name, blob.type), {
          type: blob.type,
          lastModified: file.lastModified,
        })
    }
    return file
  } catch {
    return file
  } finally {
    bitmap.close()
  }
}
