import type { analytics } from '@/compat/resources/analytics'

/** The analytics response of back office §3, as the server computes it and /api sends it. */
export type AnalyticsData = Awaited<ReturnType<typeof analytics>>
