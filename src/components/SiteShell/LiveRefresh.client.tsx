'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import {
  BRANDING_UPDATED_EVENT,
  HOMEPAGE_UPDATED_EVENT,
  TOPBAR_REFRESH_MS,
  TOPBAR_UPDATED_EVENT,
} from '@/lib/constants'

const FOCUS_MIN_INTERVAL_MS = 10_000

/**
 * Keeps an open page current (public §4): the server components render again every 120 s, on
 * window focus (at most every 10 s) and on the 'top bar', 'branding' and 'homepage' updated
 * events. The data comes from the tag-invalidated cache, so a refresh costs little.
 */
export function LiveRefresh() {
  const router = useRouter()
  useEffect(() => {
    let last = Date.now()
    const refresh = () => {
      last = Date.now()
      router.refresh()
    }
    const onFocus = () => {
      if (Date.now() - last >= FOCUS_MIN_INTERVAL_MS) refresh()
    }
    const timer = window.setInterval(refresh, TOPBAR_REFRESH_MS)
    const events = [TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT, HOMEPAGE_UPDATED_EVENT]
    events.forEach((name) => window.addEventListener(name, refresh))
    window.addEventListener('focus', onFocus)
    return () => {
      window.clearInterval(timer)
      events.forEach((name) => window.removeEventListener(name, refresh))
      window.removeEventListener('focus', onFocus)
    }
  }, [router])
  return null
}
