import type { AnalyticsReport } from '@/data/analytics/report'
import { apiCall } from '@/lib/apiClient'

export async function fetchAnalytics(): Promise<AnalyticsReport> {
  const { data } = await apiCall<AnalyticsReport>('GET', '/admin/analytics')
  if (!data) throw new Error('Réponse sans données')
  return data
}

export async function resetAnalytics(): Promise<void> {
  await apiCall('POST', '/admin/analytics/reset')
}
