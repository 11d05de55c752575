import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall, SessionExpired } from '@/platform/browser/apiClient'
import type { UploadType } from '@/lib/uploadRules'

export type StoredImage = { id: string; url: string; filename: string }

type Answer = ApiData<'/api/upload/images', 'post'>

/**
 * Sends one image to POST /api/upload/images with the admin's session cookie. The server stores
 * a request all or nothing, so one file per request gives each file its own outcome. Throws an
 * Error carrying the server's message, or the spec's generic one; a 401 has already sent back to
 * the login (apiCall, back office §4).
 */
export async function sendImage(file: File, type: UploadType): Promise<StoredImage> {
  const body = new FormData()
  body.append('type', type)
  body.append('images', file, file.name)
  let stored: Answer['images'][number] | undefined
  try {
    stored = (await apiCall<Answer>('POST', '/upload/images', body)).data?.images?.[0]
  } catch (error) {
    throw new Error(
      (!(error instanceof SessionExpired) && error instanceof Error && error.message) ||
        frenchOnly.upload.failed,
    )
  }
  if (!stored?.url) throw new Error(frenchOnly.upload.failed)
  return { id: stored._id, url: stored.url, filename: stored.filename || file.name }
}
