import type React from 'react'

import { SOCIAL_PLATFORMS } from '@/lib/labels'

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

/** Simple brand glyphs (lucide dropped its brand icons in v1). */
const GLYPHS: Record<SocialPlatform, React.ReactNode> = {
  facebook: (
    <path
      d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </g>
  ),
  twitter: (
    <path
      d="M4 4h4.5l4 5.6L17.5 4H20l-6.3 7.2L20.5 20H16l-4.3-6-5.3 6H4l6.6-7.5z"
      fill="currentColor"
    />
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2" />
      <path d="M10 9h4v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4 2.1 4 5V21h-4v-6.3c0-1.5-.4-2.7-1.9-2.7-1.6 0-2.1 1.2-2.1 2.7V21h-4z" />
    </g>
  ),
  youtube: (
    <g fill="currentColor">
      <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.2V8.8l5.2 3.2z" />
    </g>
  ),
}

export function SocialIcon({
  platform,
  className = 'h-4 w-4',
}: {
  platform: SocialPlatform
  className?: string
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {GLYPHS[platform]}
    </svg>
  )
}
