'use client'

import { useEffect } from 'react'

import { readMaintenance, watchSiteState } from '@/components/SiteState/siteState'
import { MAINTENANCE_UPDATED_EVENT } from '@/lib/constants'
import { listen } from '@/browser/siteEvents'

const MAINTENANCE_PATH = '/maintenance'

function follow(maintenance: boolean) {
  const onMaintenancePage = window.location.pathname === MAINTENANCE_PATH
  if (maintenance && !onMaintenancePage) window.location.assign(MAINTENANCE_PATH)
  if (!maintenance && onMaintenancePage) window.location.assign('/')
}

/**
 * Moves a visitor who is already reading when maintenance starts (and back home when it ends):
 * told by the server's event stream as soon as it changes (the status polled every 3 s when the
 * stream cannot be held; nothing while the tab is hidden, the state is heard again when it is
 * shown), and checked on the 'maintenance updated' event. A failed check changes nothing (spec:
 * the site is then treated as not in maintenance).
 */
export function StatusWatcher() {
  useEffect(() => {
    const stopWatching = watchSiteState({ onState: ({ maintenance }) => follow(maintenance) })
    const stopListening = listen([MAINTENANCE_UPDATED_EVENT], () => {
      void readMaintenance().then((maintenance) => maintenance !== null && follow(maintenance))
    })
    return () => {
      stopWatching()
      stopListening()
    }
  }, [])
  return null
}
