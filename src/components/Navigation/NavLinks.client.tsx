'use client'

import { absoluteHomeHref, homeAnchor } from '@/lib/anchors'

import { useActiveSection } from './useActiveSection'
import { useAnchorNavigation } from './useAnchorNavigation'

export type NavItem = { id: string; name: string; href: string }

type Props = {
  items: NavItem[]
  className: string
  linkClassName: (active: boolean) => string
  onNavigate?: () => void
}

/** Navigation links that follow the scroll on the home page and reach its anchors from anywhere. */
export function NavLinks({ items, className, linkClassName, onNavigate }: Props) {
  const anchors = items.map((item) => homeAnchor(item.href)).filter((id): id is string => Boolean(id))
  const active = useActiveSection(anchors)
  const navigate = useAnchorNavigation(onNavigate)

  return (
    <ul className={className}>
      {items.map((item) => {
        const isActive = active !== null && homeAnchor(item.href) === active
        return (
          <li key={item.id}>
            <a
              href={absoluteHomeHref(item.href)}
              aria-current={isActive ? 'location' : undefined}
              onClick={(event) => navigate(event, item.href)}
              className={linkClassName(isActive)}
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
  href,
  className,
  children,
  onNavigate,
}: {
  href: string
  className: string
  children: React.ReactNode
  onNavigate?: () => void
}) {
  const navigate = useAnchorNavigation(onNavigate)
  return (
    <a href={absoluteHomeHref(href)} onClick={(event) => navigate(event, href)} className={className}>
      {children}
    </a>
  )
}
