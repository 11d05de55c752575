import type { CSSProperties } from 'react'

import { readGlobal } from '@/platform/data/globals'
import { logoBackgroundStyle } from '@/lib/branding'
import { mediaUrl } from '@/lib/media'

export type AdminBranding = {
  companyName: string
  letters: string
  image: string | null
  background: CSSProperties
}

/**
 * The top bar's branding as the back office draws it (sidebar, header, login page), from the
 * public pages' cached read: a save of the top bar renews it.
 */
export async function adminBranding(): Promise<AdminBranding> {
  const branding = (await readGlobal('top-bar')).branding ?? {}
  return {
    companyName: branding.companyName ?? '',
    letters: branding.logoLetter ?? '',
    image: branding.logoType === 'image' ? mediaUrl(branding.logoImage) : null,
    // white letters, except on a transparent background where they take the admin's text colour
    background: {
      ...logoBackgroundStyle(branding),
      ...(branding.logoBackground === 'transparent' ? { color: 'var(--theme-text)' } : {}),
    },
  }
}
