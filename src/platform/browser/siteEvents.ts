import {
  BRANDING_UPDATED_EVENT,
  HOMEPAGE_UPDATED_EVENT,
  MAINTENANCE_UPDATED_EVENT,
  TOPBAR_UPDATED_EVENT,
} from '@/lib/constants'

/** The spec's browser events (back office §6), in the browser only. */
export type SiteEvent =
  | typeof MAINTENANCE_UPDATED_EVENT
  | typeof HOMEPAGE_UPDATED_EVENT
  | typeof TOPBAR_UPDATED_EVENT
  | typeof BRANDING_UPDATED_EVENT

const CHANNEL = 'bk-site-events'
const channel = () =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null

/**
 * Fires events in this tab and in every other tab of the site (BroadcastChannel): a public page
 * open beside the admin refreshes after a save made there.
 */
export function announce(...names: SiteEvent[]): void {
  for (const name of names) window.dispatchEvent(new Event(name))
  const other = channel()
  if (!other) return
  for (const name of names) other.postMessage(name)
  other.close()
}

/** Runs `handler` on these events, from this tab or another; returns the unsubscribe. */
export function listen(names: SiteEvent[], handler: () => void): () => void {
  for (const name of names) window.addEventListener(name, handler)
  const others = channel()
  others?.addEventListener('message', (message: MessageEvent) => {
    if (names.includes(message.data as SiteEvent)) handler()
  })
  return () => {
    for (const name of names) window.removeEventListener(name, handler)
    others?.close()
  }
}

/** The events a saved document or global stands for (the admin's Save announces them). */
export function eventsOfSave(entitySlug: string): SiteEvent[] {
  if (entitySlug === 'top-bar') return [TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT]
  if (entitySlug === 'maintenance') return [MAINTENANCE_UPDATED_EVENT]
  if (
    entitySlug.startsWith('section-') ||
    ['site-settings', 'departments', 'equipment', 'news', 'media'].includes(entitySlug)
  )
    return [HOMEPAGE_UPDATED_EVENT]
  return []
}
