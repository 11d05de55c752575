'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * The page's origin in the browser, '' while rendering on the server (which does not know the
 * public host): share links render the path first, the full address once hydrated.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
}
