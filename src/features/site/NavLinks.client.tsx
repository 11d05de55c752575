'use client'

import { ChevronDown } from 'lucide-react'
import { useRef } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import type { NavTarget } from '@/lib/anchors'

import { useActiveSection } from './useActiveSection'
import { useAnchorNavigation } from '@/ui/useAnchorNavigation'

export type NavItem = NavTarget & { id: string; name: string }

const VARIANTS = {
  bar: {
    list: 'flex gap-1',
    link: (active: boolean) =>
      `block whitespace-nowrap rounded-lg px-3 py-2 font-medium ${active ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:text-blue-800'}`,
  },
  drawer: {
    list: 'flex flex-col gap-1',
    link: (active: boolean) =>
      `block rounded-lg px-4 py-3 font-medium ${active ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'}`,
  },
}

type Props = { items: NavItem[]; variant: keyof typeof VARIANTS; onNavigate?: () => void }

/**
 * How many items the bar shows before « Plus »: 3 from 1024 px (the company's name keeps its
 * room), 5 from 1280 px (the spec's five all shown on a desktop); the others wait in « Plus »,
 * so a sixth, seventh or eighth item never wraps the bar (#59).
 */
const BAR_ROOM = { lg: 3, xl: 5 }

/** An item's place in the bar: always, from 1280 px only, or only in « Plus ». */
const inBar = (index: number) =>
  index < BAR_ROOM.lg ? '' : index < BAR_ROOM.xl ? 'hidden xl:block' : 'hidden'
const inMore = (index: number) => (index < BAR_ROOM.xl ? 'xl:hidden' : '')

/** Navigation links that follow the scroll on the home page and reach its anchors from anywhere. */
export function NavLinks({ items, variant, onNavigate }: Props) {
  const styles = VARIANTS[variant]
  const anchors = items.flatMap(({ anchor }) => (anchor ? [anchor] : []))
  const active = useActiveSection(anchors)
  const more = useRef<HTMLDetailsElement>(null)
  const navigate = useAnchorNavigation(() => {
    if (more.current) more.current.open = false
    onNavigate?.()
  })
  const words = useSiteText().text.navigation
  const bar = variant === 'bar'

  const link = (item: NavItem, className: string) => {
    const isActive = active !== null && item.anchor === active
    return (
      <a
        href={item.href}
        aria-current={isActive ? 'location' : undefined}
        onClick={(event) => navigate(event, item.anchor)}
        className={className || styles.link(isActive)}
      >
        {item.name}
      </a>
    )
  }

  const overflow = bar ? items.slice(BAR_ROOM.lg) : []
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={bar ? inBar(index) : undefined}>
          {link(item, '')}
        </li>
      ))}
      {overflow.length > 0 && (
        // a <details>: it opens before the scripts have run, and closes on a choice after
        <li className={`relative ${items.length <= BAR_ROOM.xl ? 'xl:hidden' : ''}`}>
          <details ref={more} className="group">
            <summary className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:text-blue-800 [&::-webkit-details-marker]:hidden">
              {words.more}
              <ChevronDown
                aria-hidden="true"
                className="h-4 w-4 transition group-open:rotate-180"
              />
            </summary>
            <ul
              aria-label={words.moreLinks}
              className="absolute right-0 z-50 mt-2 min-w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
            >
              {overflow.map((item, index) => (
                <li key={item.id} className={inMore(index + BAR_ROOM.lg)}>
                  {link(
                    item,
                    'block rounded-lg px-4 py-2 font-medium text-slate-700 hover:bg-slate-100',
                  )}
                </li>
              ))}
            </ul>
          </details>
        </li>
      )}
    </ul>
  )
}
