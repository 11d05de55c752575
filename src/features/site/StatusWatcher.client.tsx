'use client'

import { useEffect } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { readMaintenance, watchSiteState } from './siteState'
import { MAINTENANCE_UPDATED_EVENT } from '@/lib/constants'
import { homePath } from '@/lib/localePaths'
import { listen } from '@/platform/browser/siteEvents'

/**
 * Moves a visitor who is already reading when maintenance starts (and back home when it ends):
 * told by the server's event stream as soon as it changes (the status polled every 3 s when the
 * stream cannot be held; nothing while the tab is hidden, the state is heard again when it is
 * shown), and checked on the 'maintenance updated' event. A failed check changes nothing (spec:
 * the site is then treated as not in maintenance). In the page's language: /en/maintenance and
 * back to /en.
 */
export function StatusWatcher() {
  const { locale } = useSiteText()
  const maintenancePath = useSitePath()('/maintenance')
  useEffect(() => {
    const follow = (maintenance: boolean) => {
      const onMaintenancePage = window.location.pathname === maintenancePath
      if (maintenance && !onMaintenancePage) window.location.assign(maintenancePath)
      if (!maintenance && onMaintenancePage) window.location.assign(homePath(locale))
    }
    const stopWatching = watchSiteState({ onState: ({ maintenance }) => follow(maintenance) })
    const stopListening = listen([MAINTENANCE_UPDATED_EVENT], () => {
      void readMaintenance().then((maintenance) => maintenance !== null && follow(maintenance))
    })
    return () => {
      stopWatching()
      stopListening()
    }
  }, [locale, maintenancePath])
  return null
}
