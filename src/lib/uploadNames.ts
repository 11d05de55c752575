import type { CollectionBeforeOperationHook } from 'payload'

import { detectUpload } from './uploadDetect'

/** The extension each stored type gets, whatever the name it came with. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
}

const MAX_NAME_LENGTH = 120
/** Control and format characters: NUL, C0/C1 controls, bidi overrides and isolates, zero-width marks. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
/** What stays in a name: letters, marks, digits, spaces and `. _ - ( )`; anything else (slash and backslash look-alikes, reserved characters) becomes `-`. */
const UNSAFE = /[^\p{L}\p{M}\p{N} ._()-]+/gu

/**
 * A name safe to store and show: NFC, no invisible or reordering character, no path or
 * look-alike separator, no leading dot, at most 120 characters, and the extension of the
 * type the content really is (`photo.php` holding a PNG is stored as `photo.png`).
 */
export function safeUploadName(name: string, extension?: string): string {
  const clean = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .split(/[\\/]/)
    .pop()!
    .replace(UNSAFE, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
  const dot = clean.lastIndexOf('.')
  const base =
    (extension && dot > 0 ? clean.slice(0, dot) : clean).replace(/[\s.-]+$/, '') || 'fichier'
  const suffix = extension ? `.${extension}` : ''
  return base.slice(0, MAX_NAME_LENGTH - suffix.length) + suffix
}

/**
 * Every upload (admin, /api/cms, the /api contract, scripts) is stored under a safe name whose
 * extension follows its content; Payload's own mime check then judges the file as before.
 */
export const safeUploadNames: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const { file } = req
  // judged as the /api upload routes judge it: an allowed type from the bytes, else the name stays
  const detected = file.data?.length ? await detectUpload(file.data, file.name) : null
  file.name = safeUploadName(file.name, detected ? EXTENSIONS[detected.mime] : undefined)
  return args
}
