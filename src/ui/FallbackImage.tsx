import type { ImgHTMLAttributes } from 'react'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined
  fallback: string
  /** The page's largest picture: loaded at once and first, whatever `loading` says. */
  priority?: boolean
}

/**
 * An image that shows its built-in fallback when missing or broken. Missing: rendered with the
 * fallback. Broken: the page's one ImageFallbacks listener swaps in `data-fallback`, so a card
 * needs no client code of its own (and renders the same on the server and in client dialogs).
 */
export function FallbackImage({
  src,
  fallback,
  alt = '',
  priority = false,
  sizes,
  ...rest
}: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src || fallback}
      data-fallback={fallback}
      alt={alt}
      // sizes only chooses among a srcset's candidates: without one it is invalid HTML
      {...(rest.srcSet && { sizes })}
      {...rest}
      {...(priority && { loading: 'eager', fetchPriority: 'high' })}
    />
  )
}
