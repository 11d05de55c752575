/** The legacy envelope of every /api answer: `{ success, message?, data? }` (+ extras such as pagination). */
type Envelope = { success: boolean; message?: string; data?: unknown; [extra: string]: unknown }

export const NO_STORE = { 'cache-control': 'no-store' }

export function ok(
  data?: unknown,
  options: {
    message?: string
    status?: number
    extra?: Record<string, unknown>
    headers?: HeadersInit
  } = {},
): Response {
  const body: Envelope = { success: true }
  if (options.message) body.message = options.message
  if (data !== undefined) body.data = data
  Object.assign(body, options.extra)
  return Response.json(body, {
    status: options.status ?? 200,
    headers: options.headers ?? NO_STORE,
  })
}

export function fail(status: number, message: string, extra?: Record<string, unknown>): Response {
  return Response.json({ success: false, message, ...extra }, { status, headers: NO_STORE })
}

/** A refusal with a status and a French message (src/lib/apiError.ts: the services throw it too). */
export { ApiError } from '@/lib/apiError'
