import type { AdminViewServerProps, Payload } from 'payload'

import { analytics, type AnalyticsReport } from '../report'

import { AdminPage } from '@/admin/AdminPage'
import { AnalyticsScreen } from './AnalyticsScreen.client'

/** Rendered inside AdminPage, so only once the visitor is known to be an administrator. */
async function InitialAnalytics({ payload }: { payload: Payload }) {
  let initial: AnalyticsReport | null = null
  try {
    initial = await analytics(payload)
  } catch (error) {
    // the screen shows its error banner, whose retry asks the server again (actions.ts)
    payload.logger.error({ err: error }, 'Statistiques : lecture impossible')
  }
  return <AnalyticsScreen initial={initial} />
}

/** Statistiques (back office §2): figures computed on the server, kept fresh by the screen. */
export function AnalyticsView(props: AdminViewServerProps) {
  return (
    <AdminPage {...props} path="/analytics">
      <InitialAnalytics payload={props.initPageResult.req.payload} />
    </AdminPage>
  )
}
