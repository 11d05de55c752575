import { fr } from '@/i18n/fr'
import type { UploadType } from '@/lib/uploadRules'

export type StoredImage = { id: string; url: string; filename: string }

type Answer = {
  success?: boolean
  message?: string
  data?: { images?: { _id?: string; url?: string; filename?: string }[] }
}

const LOGIN_AGAIN = `/admin/login?redirect=${encodeURIComponent('/admin/upload')}`

/**
 * Sends one image to POST /api/upload/images with the admin's session cookie. The server stores
 * a request all or nothing, so one file per request gives each file its own outcome. Throws an
 * Error carrying the server's message, or the spec's generic one; a 401 sends back to the login
 * (back office §4).
 */
export async function sendImage(file: File, type: UploadType): Promise<StoredImage> {
  const body = new FormData()
  body.append('type', type)
  body.append('images', file, file.name)
  let response: Response
  try {
    response = await fetch('/api/upload/images', { method: 'POST', credentials: 'same-origin', body })
  } catch {
    throw new Error(fr.upload.failed)
  }
  if (response.status === 401) window.location.assign(LOGIN_AGAIN)
  const answer = (await response.json().catch(() => ({}))) as Answer
  const stored = answer.data?.images?.[0]
  if (!response.ok || !answer.success || !stored?.url) throw new Error(answer.message || fr.upload.failed)
  return { id: String(stored._id ?? ''), url: stored.url, filename: stored.filename ?? file.name }
}
