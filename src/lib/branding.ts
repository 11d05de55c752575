import type { CSSProperties } from 'react'

import type { TopBar } from '@/generated/payload-types'

export type Branding = NonNullable<TopBar['branding']>

/** The logo's background as the branding settings choose it: solid, gradient or transparent. */
export function logoBackgroundStyle(branding: Branding): CSSProperties {
  if (branding.logoBackground === 'transparent') return { background: 'transparent' }
  if (branding.logoBackground === 'solid')
    return { background: branding.logoBackgroundColor ?? undefined }
  const { from, to } = branding.logoBackgroundGradient ?? {}
  return { backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }
}
