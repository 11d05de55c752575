import { API_TIMEOUT_MS } from '@/lib/constants'

import type { AnalyticsData } from './types'

/** The session ended: the caller sends the user to the login page (back office §4). */
export class SessionExpired extends Error {}

type Answer<T> = { success?: boolean; data?: T; message?: string }

async function call<T>(method: 'GET' | 'POST', path: string): Promise<Answer<T>> {
  const response = await fetch(`/api/admin/analytics${path}`, {
    method,
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })
  if (response.status === 401) throw new SessionExpired()
  const answer = (await response.json().catch(() => ({}))) as Answer<T>
  if (!response.ok || !answer.success) throw new Error(answer.message ?? `HTTP ${response.status}`)
  return answer
}

export async function fetchAnalytics(): Promise<AnalyticsData> {
  const { data } = await call<AnalyticsData>('GET', '')
  if (!data) throw new Error('Réponse sans données')
  return data
}

export async function resetAnalytics(): Promise<void> {
  await call('POST', '/reset')
}
