'use client'

import type { MouseEvent, ReactNode } from 'react'

const TITLE_LINK =
  'rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/**
 * A card's title as a real link to its own page (#59): before the scripts have run, on 2G, and
 * for search engines, it leads there; once they have, a plain click opens the card's dialog as
 * the specification wants, while a click asking for a new tab or window still follows the link.
 */
export function DialogLink({
  href,
  onOpen,
  children,
}: {
  href: string
  onOpen: () => void
  children: ReactNode
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    onOpen()
  }
  return (
    <a href={href} onClick={open} aria-haspopup="dialog" className={TITLE_LINK}>
      {children}
    </a>
  )
}
