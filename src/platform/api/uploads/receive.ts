import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, uploadsBodyMaxBytes } from '@/lib/constants'
import { BODY_TOO_LARGE, readBodyUpTo } from '@/platform/runtime/requestBody'
import { safeUploadName } from '@/lib/uploadNames'

import { ApiError } from '../envelope'
import { imagePixelsProblem } from '@/platform/services/uploads/imagePixels'
import { detectUpload, type UploadKind } from '@/lib/uploadDetect'

const MAX_FILES_PER_REQUEST = 10

export type ReceivedFile = {
  name: string
  data: Buffer
  mime: string
  kind: UploadKind
  size: number
}

/**
 * The files of a multipart request under the given field names, each checked before anything
 * is stored: at most 5 MB (413), of the expected kind judged from its bytes (415), and an image
 * of at most 50 megapixels read from its header (400).
 */
export async function receiveFiles(
  request: Request,
  fields: string[],
  accept: UploadKind | 'any',
): Promise<{ files: ReceivedFile[]; form: FormData }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type))
    throw new ApiError(415, frenchOnly.upload.multipartRequired)
  const body = await readBodyUpTo(request, uploadsBodyMaxBytes(MAX_FILES_PER_REQUEST))
  if (body === BODY_TOO_LARGE) throw new ApiError(413, frenchOnly.api.bodyTooLarge)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new ApiError(400, frenchOnly.upload.unreadable)
  }
  const entries = fields
    .flatMap((field) => form.getAll(field))
    .filter((entry): entry is File => typeof entry !== 'string')
  if (!entries.length) throw new ApiError(400, frenchOnly.upload.noFile)
  if (entries.length > MAX_FILES_PER_REQUEST)
    throw new ApiError(400, frenchOnly.upload.tooManyFiles(MAX_FILES_PER_REQUEST))

  const files: ReceivedFile[] = []
  for (const entry of entries) {
    const name = safeUploadName(entry.name)
    if (entry.size > UPLOAD_MAX_BYTES)
      throw new ApiError(413, frenchOnly.upload.tooLarge(name, UPLOAD_MAX_MB))
    const data = Buffer.from(await entry.arrayBuffer())
    const detected = await detectUpload(data, name)
    const wanted = accept === 'any' ? detected?.kind : accept
    if (!detected || detected.kind === 'unsafe-svg' || detected.kind !== wanted) {
      const imageExpected =
        accept === 'image' || (accept === 'any' && !/\.(pdf|docx?|xlsx?)$/i.test(name))
      throw new ApiError(
        415,
        imageExpected ? frenchOnly.upload.notImage(name) : frenchOnly.upload.notDocument(name),
      )
    }
    const tooManyPixels = detected.kind === 'image' ? await imagePixelsProblem(name, data) : null
    if (tooManyPixels) throw new ApiError(400, tooManyPixels)
    files.push({ name, data, mime: detected.mime, kind: detected.kind, size: data.length })
  }
  return { files, form }
}
