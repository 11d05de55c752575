import type { paths } from '@/generated/apiTypes'
import { API_TIMEOUT_MS } from '@/lib/constants'

type ApiPath = keyof paths
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never

/** The JSON body an operation of the /api contract takes (its generated types: apiTypes.ts). */
export type ApiBody<P extends ApiPath, M extends 'post' | 'put' | 'patch'> = paths[P][M] extends {
  requestBody?: infer B
}
  ? Json<B>
  : never

/** The envelope's `data` of an operation's success (200 or 201). */
export type ApiData<
  P extends ApiPath,
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
> = paths[P][M] extends { responses: infer R }
  ? Json<R[keyof R & (200 | 201)]> extends { data?: infer D }
    ? D
    : unknown
  : unknown

/** The spec's answer envelope (public site §7, back office §7). */
export type ApiAnswer<T> = { success?: boolean; message?: string; data?: T }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * No answer: no network, or none within the 30 s (the request may still have reached the
 * server, which is why a form kept for later carries its submission key).
 */
export class NetworkUnavailable extends Error {}

/** The /api said no: its French reason (empty when it gave none) and its status. */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** A 401: the session ended, an admin screen sends the user to the login page (back office §4). */
export class SessionExpired extends Error {}

/**
 * Back to the login page after a 401 on an admin screen, with « session expirée » and the way
 * back to this screen once signed in again.
 */
export function toLoginAfterExpiry(): void {
  const here = `${window.location.pathname}${window.location.search}`
  window.location.assign(`/admin/login?expired=1&redirect=${encodeURIComponent(here)}`)
}

/** The address of a route of the /api contract (`/quote-requests` → `/api/quote-requests`). */
export const apiUrl = (path: string) => `/api${path}`

/**
 * One call of the /api contract from the browser (public site and admin), with the session
 * cookie and the spec's 30 s timeout: the answer when it succeeded, else a SessionExpired, a
 * NetworkUnavailable (offline or timed out; not JSON) or an ApiRefusal with the server's French
 * message (empty when there is none) and status, so that each caller shows its own words (in the
 * page's language: `useApiWords`). Not stored by the browser unless `cache` says otherwise
 * (`no-cache`: revalidated, a 304 when unchanged).
 */
export async function apiCall<T = unknown>(
  method: Method,
  path: string,
  body?: object | FormData,
  {
    headers = {},
    cache = 'no-store',
  }: { headers?: Record<string, string>; cache?: RequestCache } = {},
): Promise<ApiAnswer<T>> {
  const json = body !== undefined && !(body instanceof FormData)
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    cache,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  }).catch(() => {
    // the browser's own text ('Failed to fetch', 'NetworkError…') is English and varies
    throw new NetworkUnavailable('')
  })
  if (response.status === 401) {
    // any admin screen, whatever its own handling of the error (back office §4)
    if (window.location.pathname.startsWith('/admin')) toLoginAfterExpiry()
    throw new SessionExpired()
  }
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer<T>
  if (!response.ok || !answer.success) throw new ApiRefusal(answer.message ?? '', response.status)
  return answer
}
