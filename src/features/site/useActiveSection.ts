'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { useSitePath } from '@/ui/SiteText.client'
import { SCROLL_SPY_OFFSET_PX } from '@/lib/constants'

/** The anchor whose section spans 100 px from the top of the window (home page only). */
export function useActiveSection(anchors: string[]): string | null {
  const onHome = usePathname() === useSitePath()('/')
  const [active, setActive] = useState<string | null>(null)
  const key = anchors.join(' ')

  useEffect(() => {
    if (!onHome) return
    const ids = key.split(' ').filter(Boolean)
    let frame = 0
    const update = () => {
      frame = 0
      const current = ids.find((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect()
        return rect ? rect.top <= SCROLL_SPY_OFFSET_PX && rect.bottom > SCROLL_SPY_OFFSET_PX : false
      })
      setActive(current ?? null)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    // at the next frame, not during hydration: reading positions now would force a layout
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [onHome, key])

  return onHome ? active : null
}
