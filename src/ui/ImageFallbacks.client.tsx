'use client'

import { useEffect } from 'react'

function showFallback(image: HTMLImageElement): void {
  const fallback = image.dataset.fallback
  if (!fallback || image.getAttribute('src') === fallback) return
  image.removeAttribute('srcset')
  image.src = fallback
}

/**
 * Swaps a broken FallbackImage for its fallback, for the whole page: one listener on the
 * document (an image's error does not bubble, but it is seen while capturing), and, once
 * mounted, a look at the pictures that failed before hydration.
 */
export function ImageFallbacks() {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
      if (image.complete && image.naturalWidth === 0) showFallback(image)
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target)
    }
    document.addEventListener('error', onError, true)
    return () => document.removeEventListener('error', onError, true)
  }, [])
  return null
}
