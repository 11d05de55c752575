'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type MouseEvent, useCallback } from 'react'

import { useSitePath } from '@/ui/SiteText.client'
import { CROSS_PAGE_SCROLL_DELAY_MS } from '@/lib/constants'

/** Times a smooth scroll is begun again when the page moved under it. */
const SCROLL_CORRECTIONS = 2
/** Only a scroll that ends this soon after the click is the click's own, not the visitor's. */
const SCROLL_CORRECTION_WINDOW_MS = 4000

/** Whether `target` stands where an anchor's scroll puts it (its scroll-margin from the top). */
function inPlace(target: HTMLElement): boolean {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
  return atBottom || Math.abs(target.getBoundingClientRect().top - margin) <= 2
}

/**
 * Scrolls smoothly to a home section. The scroll's end is computed when it starts: pictures and
 * sections that arrive meanwhile (a slow link, the home's lazy parts) push the section further
 * down, and the scroll stopped short of it. When it ends off target, it goes on (twice at most,
 * and only right after the click: a visitor's own scroll is left alone).
 */
export function scrollToAnchor(anchor: string, home = '/'): boolean {
  const target = document.getElementById(anchor)
  if (!target) return false
  const started = Date.now()
  const follow = (corrections: number) => {
    target.scrollIntoView({ behavior: 'smooth', block: 'start' })
    if (corrections === 0 || !('onscrollend' in window)) return
    window.addEventListener(
      'scrollend',
      () => {
        if (Date.now() - started < SCROLL_CORRECTION_WINDOW_MS && !inPlace(target))
          follow(corrections - 1)
      },
      { once: true },
    )
  }
  follow(SCROLL_CORRECTIONS)
  window.history.replaceState(null, '', `${home}#${anchor}`)
  return true
}

/**
 * Click handler for links to home-page anchors: on the home page it scrolls smoothly; from
 * another page it goes to '/' and scrolls once the page is there (after 300 ms, public §2).
 */
export function useAnchorNavigation(onNavigate?: () => void) {
  const pathname = usePathname()
  const router = useRouter()
  const home = useSitePath()('/')

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, anchor: string | null) => {
      if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      onNavigate?.()
      if (pathname === home) {
        // after the drawer that held the link has closed: closing a modal gives the focus back
        // to its opener, which could stop a smooth scroll begun while it was still open
        if (onNavigate)
          requestAnimationFrame(() => requestAnimationFrame(() => scrollToAnchor(anchor, home)))
        else scrollToAnchor(anchor, home)
        return
      }
      router.push(home)
      window.setTimeout(() => {
        if (!scrollToAnchor(anchor, home)) window.location.assign(`${home}#${anchor}`)
      }, CROSS_PAGE_SCROLL_DELAY_MS)
    },
    [pathname, router, onNavigate, home],
  )
}
