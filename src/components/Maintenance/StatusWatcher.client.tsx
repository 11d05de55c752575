'use client'

import { useEffect } from 'react'

import { type ApiData, apiCall } from '@/lib/apiClient'
import { MAINTENANCE_POLL_MS, MAINTENANCE_UPDATED_EVENT } from '@/lib/constants'
import { listen } from '@/lib/siteEvents'

const MAINTENANCE_PATH = '/maintenance'

/**
 * Moves a visitor who is already reading when maintenance starts (and back home when it ends):
 * checks the status every 3 s and on the 'maintenance updated' event. A failed check changes
 * nothing (spec: the site is then treated as not in maintenance).
 */
export function StatusWatcher() {
  useEffect(() => {
    let stopped = false
    const check = async () => {
      try {
        const { data } = await apiCall<ApiData<'/api/maintenance/status', 'get'>>(
          'GET',
          '/maintenance/status',
        )
        if (stopped) return
        const onMaintenancePage = window.location.pathname === MAINTENANCE_PATH
        if (data?.isActive && !onMaintenancePage) window.location.assign(MAINTENANCE_PATH)
        if (data?.isActive === false && onMaintenancePage) window.location.assign('/')
      } catch {
        // network trouble: keep the page as it is
      }
    }
    const timer = window.setInterval(check, MAINTENANCE_POLL_MS)
    const stop = listen([MAINTENANCE_UPDATED_EVENT], check)
    return () => {
      stopped = true
      window.clearInterval(timer)
      stop()
    }
  }, [])
  return null
}
