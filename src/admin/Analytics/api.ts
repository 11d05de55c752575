import { apiCall } from '@/lib/apiClient'

import type { AnalyticsData } from './types'

export async function fetchAnalytics(): Promise<AnalyticsData> {
  const { data } = await apiCall<AnalyticsData>('GET', '/admin/analytics')
  if (!data) throw new Error('Réponse sans données')
  return data
}

export async function resetAnalytics(): Promise<void> {
  await apiCall('POST', '/admin/analytics/reset')
}
