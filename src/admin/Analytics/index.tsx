import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'

/** Statistiques (back office §2): filled in by the analytics screen work. */
export function AnalyticsView(props: AdminViewServerProps) {
  return (
    <AdminPage {...props} path="/analytics">
      <h1>Statistiques</h1>
    </AdminPage>
  )
}
