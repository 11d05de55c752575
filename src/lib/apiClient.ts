import { API_TIMEOUT_MS } from './constants'

/** The spec's answer envelope (public site §7, back office §7). */
export type ApiAnswer<T> = { success?: boolean; message?: string; data?: T }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A 401: the session ended, an admin screen sends the user to the login page (back office §4). */
export class SessionExpired extends Error {}

/**
 * One call of the /api contract from the browser (public site and admin), with the session
 * cookie and the spec's 30 s timeout: the answer when it succeeded, else a SessionExpired or an
 * Error carrying the server's message, empty when there is none (offline, timed out, not JSON)
 * so that each caller shows its own French text.
 */
export async function apiCall<T = unknown>(
  method: Method,
  path: string,
  body?: object | FormData,
): Promise<ApiAnswer<T>> {
  const json = body !== undefined && !(body instanceof FormData)
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    headers: json ? { 'content-type': 'application/json' } : undefined,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  }).catch(() => {
    // the browser's own text ('Failed to fetch', 'NetworkError…') is English and varies
    throw new Error('')
  })
  if (response.status === 401) throw new SessionExpired()
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer<T>
  if (!response.ok || !answer.success) throw new Error(answer.message ?? '')
  return answer
}
