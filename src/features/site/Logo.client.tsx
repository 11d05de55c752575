'use client'

import { useState } from 'react'

import { mediaUrl } from '@/lib/media'
import { type Branding, logoBackgroundStyle } from '@/lib/branding'

/** Letter size shrinks with the number of letters (spec: ≤2, ≤4, more). */
function letterSize(letters: string): string {
  if (letters.length <= 2) return 'text-xl'
  if (letters.length <= 4) return 'text-sm'
  return 'text-[10px]'
}

/** The brand mark: the uploaded logo when chosen, the letters otherwise or when it fails. */
export function Logo({ branding, size = 'h-12 w-12' }: { branding: Branding; size?: string }) {
  const src = branding.logoType === 'image' ? mediaUrl(branding.logoImage) : null
  const [failed, setFailed] = useState(false)
  const letters = branding.logoLetter ?? ''
  const transparent = branding.logoBackground === 'transparent'

  if (src && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt=""
        onError={() => setFailed(true)}
        className={`${size} rounded-xl object-contain`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`flex ${size} shrink-0 items-center justify-center rounded-xl font-extrabold shadow-md ${letterSize(letters)} ${transparent ? 'text-blue-800' : 'text-white'}`}
      style={logoBackgroundStyle(branding)}
    >
      {letters}
    </span>
  )
}
