'use client'

import { useSyncExternalStore } from 'react'

/** Whether a media query matches; `serverValue` is what the server render assumes. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
