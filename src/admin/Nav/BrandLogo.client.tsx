'use client'

import { useState } from 'react'

type Props = { letters: string; image: string | null; background: React.CSSProperties }

/** The branding mark of the sidebar: the image when there is one, the letters when it fails. */
export function BrandLogo({ letters, image, background }: Props) {
  const [failed, setFailed] = useState(false)
  if (image && !failed) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img className="bk-brand__logo" src={image} alt="" onError={() => setFailed(true)} />
  }
  return (
    <span className="bk-brand__logo bk-brand__letters" style={background} aria-hidden="true">
      {letters}
    </span>
  )
}
