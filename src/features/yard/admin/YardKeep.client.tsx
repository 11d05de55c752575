'use client'

import { useEffect } from 'react'

import { KEEP_LOADED, KEEP_YARD } from '@/features/offline/signals'
import { SERVICE_WORKER_PATH } from '@/lib/sitePaths'

/**
 * The yard's screens kept on the phone (#62): registers the site's service worker from the
 * yard too (production builds only: the edge serves it), has it keep what this page loaded and
 * the listed reservations' screens, which then open without a signal.
 */
export function YardKeep({ paths }: { paths: string[] }) {
  const wanted = paths.join(' ')
  useEffect(() => {
    // eslint-disable-next-line no-restricted-properties -- Next writes the mode into the browser's code
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    void navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: KEEP_LOADED, urls: loaded })
        registration.active?.postMessage({
          type: KEEP_YARD,
          urls: [window.location.pathname, ...wanted.split(' ').filter(Boolean)],
        })
      })
      .catch(() => undefined)
  }, [wanted])
  return null
}
