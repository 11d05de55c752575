'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { watchSiteState } from './siteState'
import {
  BRANDING_UPDATED_EVENT,
  HOMEPAGE_UPDATED_EVENT,
  TOPBAR_REFRESH_MS,
  TOPBAR_UPDATED_EVENT,
} from '@/lib/constants'
import { listen } from '@/platform/browser/siteEvents'

const FOCUS_MIN_INTERVAL_MS = 10_000

/**
 * Keeps an open page current (public §4): the server components render again when the server's
 * event stream says the content changed (also after the tab was hidden meanwhile), and on the
 * 'top bar', 'branding' and 'homepage' updated events, from this tab or another one (the
 * admin's). Without the stream, every 120 s and on window focus (at most every 10 s), as the
 * spec has it; never in a hidden tab. The data comes from the tag-invalidated cache.
 */
export function LiveRefresh() {
  const router = useRouter()
  useEffect(() => {
    let last = Date.now()
    let content: string | undefined
    let timer: number | null = null
    const refresh = () => {
      last = Date.now()
      router.refresh()
    }
    const onFocus = () => {
      if (timer !== null && Date.now() - last >= FOCUS_MIN_INTERVAL_MS) refresh()
    }
    const stopWatching = watchSiteState({
      onState: (state) => {
        if (state.content === undefined) return
        if (content !== undefined && state.content !== content) refresh()
        content = state.content
      },
      // the spec's timer only while the stream is away
      onStreaming: (streaming) => {
        if (streaming && timer !== null) window.clearInterval(timer)
        if (streaming) timer = null
        else
          timer ??= window.setInterval(() => {
            if (!document.hidden) refresh()
          }, TOPBAR_REFRESH_MS)
      },
    })
    const stopListening = listen(
      [TOPBAR_UPDATED_EVENT, BRANDING_UPDATED_EVENT, HOMEPAGE_UPDATED_EVENT],
      refresh,
    )
    window.addEventListener('focus', onFocus)
    return () => {
      if (timer !== null) window.clearInterval(timer)
      stopWatching()
      stopListening()
      window.removeEventListener('focus', onFocus)
    }
  }, [router])
  return null
}
