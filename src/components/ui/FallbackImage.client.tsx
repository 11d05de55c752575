'use client'

import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined
  fallback: string
  /** The page's largest picture: loaded at once and first, whatever `loading` says. */
  priority?: boolean
}

/**
 * An image that shows its built-in fallback when missing or broken. A picture that failed
 * before hydration is caught by checking `complete && naturalWidth === 0` once mounted.
 */
export function FallbackImage({ src, fallback, alt = '', priority = false, ...rest }: Props) {
  const [current, setCurrent] = useState(src || fallback)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => setCurrent(src || fallback), [src, fallback])
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0 && current !== fallback) setCurrent(fallback)
  }, [current, fallback])

  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={ref}
      src={current}
      alt={alt}
      onError={() => current !== fallback && setCurrent(fallback)}
      {...rest}
      {...(priority && { loading: 'eager', fetchPriority: 'high' })}
    />
  )
}
