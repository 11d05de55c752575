import type { AdminViewServerProps, Payload } from 'payload'

import { analytics, type AnalyticsReport } from '../report'

import { AdminPage } from '@/admin/AdminPage'
import { AnalyticsScreen } from './AnalyticsScreen.client'
import { UtilisationSection } from './UtilisationSection'

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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Statistiques (back office §2): figures computed on the server, kept fresh by the screen; below
 * them the rental fleet's utilisation over a period (#62).
 */
export function AnalyticsView(props: AdminViewServerProps) {
  const search = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>
  const payload = props.initPageResult.req.payload
  return (
    <AdminPage {...props} path="/analytics">
      <InitialAnalytics payload={payload} />
      <UtilisationSection payload={payload} from={first(search.du)} to={first(search.au)} />
    </AdminPage>
  )
}
