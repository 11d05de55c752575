'use client'

import { useAuth } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

/**
 * Around the whole admin: an account that turned « Animations » off gets the admin without
 * transitions or animations (src/app/(payload)/custom.scss, `data-reduced-motion`), whatever its
 * system says.
 */
export function MotionPreference({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const reduced = (user as { animations?: boolean | null } | null)?.animations === false
  useEffect(() => {
    document.documentElement.toggleAttribute('data-reduced-motion', reduced)
  }, [reduced])
  return <>{children}</>
}
