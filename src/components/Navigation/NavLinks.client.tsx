'use client'

import type { NavTarget } from '@/lib/anchors'

import { useActiveSection } from './useActiveSection'
import { useAnchorNavigation } from './useAnchorNavigation'

export type NavItem = NavTarget & { id: string; name: string }

const VARIANTS = {
  bar: {
    list: 'flex gap-1',
    link: (active: boolean) =>
      `rounded-lg px-3 py-2 font-medium ${active ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:text-blue-800'}`,
  },
  drawer: {
    list: 'flex flex-col gap-1',
    link: (active: boolean) =>
      `block rounded-lg px-4 py-3 font-medium ${active ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'}`,
  },
}

type Props = { items: NavItem[]; variant: keyof typeof VARIANTS; onNavigate?: () => void }

/** Navigation links that follow the scroll on the home page and reach its anchors from anywhere. */
export function NavLinks({ items, variant, onNavigate }: Props) {
  const styles = VARIANTS[variant]
  const anchors = items.flatMap(({ anchor }) => (anchor ? [anchor] : []))
  const active = useActiveSection(anchors)
  const navigate = useAnchorNavigation(onNavigate)

  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const isActive = active !== null && item.anchor === active
        return (
          <li key={item.id}>
            <a
              href={item.href}
              aria-current={isActive ? 'location' : undefined}
              onClick={(event) => navigate(event, item.anchor)}
              className={styles.link(isActive)}
            >
              {item.name}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** A single link to a home anchor (call-to-action buttons), same navigation rules. */
export function AnchorLink({
  target,
  className,
  children,
  onNavigate,
}: {
  target: NavTarget
  className: string
  children: React.ReactNode
  onNavigate?: () => void
}) {
  const navigate = useAnchorNavigation(onNavigate)
  return (
    <a href={target.href} onClick={(event) => navigate(event, target.anchor)} className={className}>
      {children}
    </a>
  )
}
