'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const BEACON_URL = '/api/analytics/beacon'
const SESSION_KEY = 'bk-session'

function sessionId(): string {
  let id = window.sessionStorage.getItem(SESSION_KEY)
  if (!id) {
    id = crypto.randomUUID()
    window.sessionStorage.setItem(SESSION_KEY, id)
  }
  return id
}

function send(body: object) {
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
      data: { path, title: document.title, referrer: document.referrer, sessionId: session },
    })
    let reported = false
    const leave = () => {
      if (reported) return
      reported = true
      send({
        type: 'duration',
        data: { path, sessionId: session, duration: Math.round((Date.now() - shownAt) / 1000) },
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
