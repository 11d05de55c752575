/**
 * Image upload rules of the back office (§5, §9), shared by the browser and tests: the upload
 * types, the accepted formats and the checks made before a file is sent (their French messages:
 * src/features/media/admin/imageProblems.ts). The server judges again from the bytes (src/lib/uploadDetect.ts).
 */
import { UPLOAD_MAX_BYTES } from './constants'

export const UPLOAD_TYPES = ['departments', 'images', 'equipment', 'news'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]
export const UPLOAD_TYPE_LABELS: Record<UploadType, string> = {
  departments: 'Départements',
  images: 'Images',
  equipment: 'Équipements',
  news: 'Actualités',
}

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'svg'] as const
const ALLOWED_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const
/** The `accept` attribute of a file input offering these images. */
export const IMAGE_ACCEPT = [
  ...ALLOWED_IMAGE_TYPES,
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',')

/** How many bytes of a file the content check needs (the server reads as much of an SVG). */
export const IMAGE_HEAD_BYTES = 512 * 1024

type FileFacts = { name: string; size: number; type: string }

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * What is wrong with a file from its name, declared type and size, or null: too large first,
 * then not one of the allowed images (an empty declared type falls back to the extension).
 */
export function imageFileFault({ name, size, type }: FileFacts): 'tooLarge' | 'notImage' | null {
  if (size > UPLOAD_MAX_BYTES) return 'tooLarge'
  const declared = type.toLowerCase()
  const allowed = declared
    ? (ALLOWED_IMAGE_TYPES as readonly string[]).includes(declared)
    : (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name))
  return allowed ? null : 'notImage'
}

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** An SVG document: its root is <svg> (read the same way by the browser and the server). */
export const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i
/** An SVG that could run code or load something from elsewhere: refused. */
export const SVG_DANGER =
  /<script|\son[a-z]+\s*=|javascript:|<foreignObject|<iframe|<embed|<object|(?:xlink:)?href\s*=\s*["']\s*(?!#)/i

/** The image format the first bytes of a file show (JPEG, PNG, GIF, WebP, safe SVG), or null. */
export function sniffImage(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, IMAGE_HEAD_BYTES))
  return SVG_START.test(text) && !SVG_DANGER.test(text) ? 'image/svg+xml' : null
}
