'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { BEACON_MAX, BEACON_URL, NOT_A_PAGE_VIEW_SELECTOR } from '@/platform/forms/beacon'
import type { Beacon } from '@/platform/forms/beacon.schema'

const SESSION_KEY = 'bk-session'
/** What is longer than the contract allows is cut, not refused with the whole view. */
const cut = (text: string, max: number) => text.slice(0, max)

function sessionId(): string {
  let id = window.sessionStorage.getItem(SESSION_KEY)
  if (!id) {
    id = crypto.randomUUID()
    window.sessionStorage.setItem(SESSION_KEY, id)
  }
  return id
}

function send(body: Beacon) {
  const json = JSON.stringify(body)
  if (!navigator.sendBeacon?.(BEACON_URL, json)) {
    void fetch(BEACON_URL, { method: 'POST', body: json, keepalive: true }).catch(() => undefined)
  }
}

/** When the browser has nothing else to do, or after 2 s; Safari has no requestIdleCallback. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(run, 1)
  return () => clearTimeout(id)
}

/**
 * Audience measurement without cookies: one page view per page shown (client navigations
 * included) and, when the visitor leaves or hides it, the time spent there. The page view goes
 * once the browser is idle, not in hydration's last task (session storage, the beacon's request);
 * a visitor who leaves before that still counts, page view first.
 */
export function PageViewBeacon() {
  const path = usePathname()
  useEffect(() => {
    // the admin's live preview shows the site in a frame: that is no visit; nor is an error page
    if (window.self !== window.top || document.querySelector(NOT_A_PAGE_VIEW_SELECTOR)) return
    const shownAt = Date.now()
    let session: string | null = null
    const arrive = () => {
      if (session) return session
      session = sessionId()
      send({
        type: 'pageview',
        data: {
          path: cut(path, BEACON_MAX.path),
          title: cut(document.title, BEACON_MAX.title),
          referrer: cut(document.referrer, BEACON_MAX.referrer),
          sessionId: session,
        },
      })
      return session
    }
    const cancelArrival = whenIdle(arrive)
    let reported = false
    const leave = () => {
      if (reported) return
      reported = true
      cancelArrival()
      const id = arrive()
      send({
        type: 'duration',
        data: {
          path: cut(path, BEACON_MAX.path),
          sessionId: id,
          duration: Math.min(BEACON_MAX.duration, Math.round((Date.now() - shownAt) / 1000)),
        },
      })
    }
    const onHide = () => document.visibilityState === 'hidden' && leave()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', leave)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [path])
  return null
}
