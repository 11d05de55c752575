'use client'

import { useState } from 'react'

import type { AdminBranding } from './adminBranding'

import './brand.scss'

type Props = Pick<AdminBranding, 'letters' | 'image' | 'background'> & { className?: string }

/** The company's mark in the back office: the image when there is one, the letters when it fails. */
export function BrandLogo({ letters, image, background, className = '' }: Props) {
  const [failed, setFailed] = useState(false)
  if (image && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        className={`bk-brand__logo ${className}`}
        src={image}
        alt=""
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span
      className={`bk-brand__logo bk-brand__letters ${className}`}
      style={background}
      aria-hidden="true"
    >
      {letters}
    </span>
  )
}
