import { fileTypeFromBuffer } from 'file-type'

import { SVG_DANGER, SVG_START } from './uploadRules'

export type UploadKind = 'image' | 'document'
export type Detected =
  { kind: UploadKind; mime: string } | { kind: 'unsafe-svg'; mime: 'image/svg+xml' } | null

const IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const DOCUMENTS = new Set(['application/pdf', DOCX, XLSX])

/**
 * What a file really is, from its bytes (never its name or declared type): one of the image or
 * document formats the spec allows, an SVG whose content could run code, or null.
 */
export async function detectUpload(data: Buffer, name: string): Promise<Detected> {
  const found = await fileTypeFromBuffer(data)
  // SVG is text: file-type calls it XML (or svg); its content is checked below
  if (found && found.mime !== 'application/xml' && found.mime !== 'image/svg+xml') {
    if (IMAGES.has(found.mime)) return { kind: 'image', mime: found.mime }
    if (DOCUMENTS.has(found.mime)) return { kind: 'document', mime: found.mime }
    // Word 97 and Excel 97 share one container format: the extension tells them apart
    if (found.mime === 'application/x-cfb') {
      if (/\.doc$/i.test(name)) return { kind: 'document', mime: 'application/msword' }
      if (/\.xls$/i.test(name)) return { kind: 'document', mime: 'application/vnd.ms-excel' }
    }
    return null
  }
  const text = data.subarray(0, 512 * 1024).toString('utf8')
  if (!SVG_START.test(text)) return null
  return SVG_DANGER.test(text)
    ? { kind: 'unsafe-svg', mime: 'image/svg+xml' }
    : { kind: 'image', mime: 'image/svg+xml' }
}
