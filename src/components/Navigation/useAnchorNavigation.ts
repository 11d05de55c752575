'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type MouseEvent, useCallback } from 'react'

import { CROSS_PAGE_SCROLL_DELAY_MS } from '@/lib/constants'

export function scrollToAnchor(anchor: string): boolean {
  const target = document.getElementById(anchor)
  if (!target) return false
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  window.history.replaceState(null, '', `/#${anchor}`)
  return true
}

/**
 * Click handler for links to home-page anchors: on the home page it scrolls smoothly; from
 * another page it goes to '/' and scrolls once the page is there (after 300 ms, public §2).
 */
export function useAnchorNavigation(onNavigate?: () => void) {
  const pathname = usePathname()
  const router = useRouter()

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, anchor: string | null) => {
      if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      onNavigate?.()
      if (pathname === '/') {
        // after the drawer that held the link has closed: closing a modal gives the focus back
        // to its opener, which could stop a smooth scroll begun while it was still open
        if (onNavigate)
          requestAnimationFrame(() => requestAnimationFrame(() => scrollToAnchor(anchor)))
        else scrollToAnchor(anchor)
        return
      }
      router.push('/')
      window.setTimeout(() => {
        if (!scrollToAnchor(anchor)) window.location.assign(`/#${anchor}`)
      }, CROSS_PAGE_SCROLL_DELAY_MS)
    },
    [pathname, router, onNavigate],
  )
}
