'use client'

import type { NavTarget } from '@/lib/anchors'

import { useAnchorNavigation } from './useAnchorNavigation'

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
