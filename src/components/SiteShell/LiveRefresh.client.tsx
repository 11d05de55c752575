'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import {
  BRANDING_UPDATED_EVENT,
  HOMEPAGE_UPDATED_EVENT,
  TOPBAR_REFRESH_MS,
  TOPBAR_UPDATED_EVENT,
} from '@/lib/constants'
import { listen } from '@/lib/siteEvents'

const FOCUS_MIN_INTERVAL_MS = 10_000

/**
 * Keeps an open page current (public §4): the server components render again every 120 s, on
 * window focus (at most every 10 s) and on the 'top bar', 'branding' and 'homepage' updated
 * events, from this tab or another one (the admin's). The data comes from the tag-invalidated cache, so a refresh costs little.
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
    const stop = listen(
      [TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT, HOMEPAGE_UPDATED_EVENT],
      refresh,
    )
    window.addEventListener('focus', onFocus)
    return () => {
      window.clearInterval(timer)
      stop()
      window.removeEventListener('focus', onFocus)
    }
  }, [router])
  return null
}
