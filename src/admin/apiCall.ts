import { API_TIMEOUT_MS } from '@/lib/constants'

/** The spec's answer envelope (back office §7). */
export type ApiAnswer<T> = { success?: boolean; message?: string; data?: T }

/** A 401: the session ended, the caller sends the user to the login page (back office §4). */
export class SessionExpired extends Error {}

/**
 * One call of the /api contract from an admin screen, with the admin's session cookie and the
 * spec's 30 s timeout: the answer when it succeeded, else an Error carrying the server's message
 * (empty when it gave none) or a SessionExpired.
 */
export async function apiCall<T = unknown>(method: string, path: string, body?: object | FormData): Promise<ApiAnswer<T>> {
  const json = body !== undefined && !(body instanceof FormData)
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    headers: json ? { 'content-type': 'application/json' } : undefined,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  }).catch(() => {
    // offline or timed out: no server message, the caller shows its own
    throw new Error('')
  })
  if (response.status === 401) throw new SessionExpired()
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer<T>
  if (!response.ok || !answer.success) throw new Error(answer.message ?? '')
  return answer
}
