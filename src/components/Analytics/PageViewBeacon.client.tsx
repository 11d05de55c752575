'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { BEACON_MAX, BEACON_URL } from '@/forms/beacon'
import type { Beacon } from '@/forms/beacon.schema'

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

/**
 * Audience measurement without cookies: one page view per page shown (client navigations
 * included) and, when the visitor leaves or hides it, the time spent there.
 */
export function PageViewBeacon() {
  const path = usePathname()
  useEffect(() => {
    // the admin's live preview shows the site in a frame: that is no visit
    if (window.self !== window.top) return
    const session = sessionId()
    const shownAt = Date.now()
    send({
      type: 'pageview',
      data: {
        path: cut(path, BEACON_MAX.path),
        title: cut(document.title, BEACON_MAX.title),
        referrer: cut(document.referrer, BEACON_MAX.referrer),
        sessionId: session,
      },
    })
    let reported = false
    const leave = () => {
      if (reported) return
      reported = true
      send({
        type: 'duration',
        data: {
          path: cut(path, BEACON_MAX.path),
          sessionId: session,
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
