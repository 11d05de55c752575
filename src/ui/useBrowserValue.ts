'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A value only the browser knows (the page's origin, whether it sits in a frame, whether the
 * script runs at all), `onServer` in the server's HTML and while it hydrates, so the first render
 * matches that HTML; read once, nothing to subscribe to.
 */
export function useBrowserValue<T extends string | number | boolean>(
  read: () => T,
  onServer: T,
): T {
  return useSyncExternalStore(noSubscription, read, () => onServer)
}
