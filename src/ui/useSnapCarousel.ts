'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { savesData } from './savesData'

type Options = {
  /** Slides moved by one step (the number shown at once for a paged carousel). */
  step: number
  /** Steps on its own every `autoplayMs`, paused while the pointer or the focus is inside. */
  autoplayMs?: number
}

/** Where each step puts the viewport: the start of every `step`-th slide, the last one at the end. */
function stepPositions(viewport: HTMLElement, step: number): number[] {
  const slides = Array.from(viewport.querySelectorAll<HTMLElement>(':scope > ul > li'))
  if (!slides.length) return [0]
  const base = slides[0]!.offsetLeft
  const end = viewport.scrollWidth - viewport.clientWidth
  const positions: number[] = []
  for (let i = 0; i < slides.length; i += step) {
    positions.push(Math.min(slides[i]!.offsetLeft - base, end))
    if (positions.at(-1)! >= end) break
  }
  return positions
}

/**
 * A carousel on the browser's own horizontal scrolling with scroll-snap: swiping and the
 * trackpad come for free, `scrollTo` moves by whole steps and wraps around at both ends. No
 * carousel library: this is the home page's only carousel code.
 */
export function useSnapCarousel({ step, autoplayMs }: Options) {
  const viewport = useRef<HTMLDivElement>(null)
  const [count, setCount] = useState(1)
  const [selected, setSelected] = useState(0)
  const selectedRef = useRef(0)
  const paused = useRef(false)

  const scrollTo = useCallback(
    (index: number) => {
      const element = viewport.current
      if (!element) return
      const positions = stepPositions(element, step)
      const target = ((index % positions.length) + positions.length) % positions.length
      element.scrollTo({ left: positions[target], behavior: 'smooth' })
      selectedRef.current = target
      setSelected(target)
    },
    [step],
  )

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    let frame = 0
    const measure = () => {
      const positions = stepPositions(element, step)
      setCount(positions.length)
      const nearest = positions.reduce(
        (best, left, i) =>
          Math.abs(left - element.scrollLeft) < Math.abs(positions[best]! - element.scrollLeft)
            ? i
            : best,
        0,
      )
      selectedRef.current = nearest
      setSelected(nearest)
    }
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    // the observer's first notice, after the browser's own layout, takes the first measure: a
    // measure here would force a layout of the whole page inside hydration's last task
    const resize = new ResizeObserver(onScroll)
    resize.observe(element)
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      resize.disconnect()
      element.removeEventListener('scroll', onScroll)
    }
  }, [step])

  useEffect(() => {
    const element = viewport.current
    // a visitor saving data does not pay for pictures that scroll by on their own
    if (!autoplayMs || !element || savesData()) return
    const pause = () => (paused.current = true)
    const resume = () => (paused.current = element.contains(document.activeElement))
    const blur = (event: FocusEvent) =>
      (paused.current = element.contains(event.relatedTarget as Node | null))
    element.addEventListener('pointerenter', pause)
    element.addEventListener('pointerleave', resume)
    element.addEventListener('focusin', pause)
    element.addEventListener('focusout', blur)
    const timer = setInterval(
      () => !paused.current && scrollTo(selectedRef.current + 1),
      autoplayMs,
    )
    return () => {
      clearInterval(timer)
      element.removeEventListener('pointerenter', pause)
      element.removeEventListener('pointerleave', resume)
      element.removeEventListener('focusin', pause)
      element.removeEventListener('focusout', blur)
    }
  }, [autoplayMs, scrollTo])

  return { viewport, count, selected, scrollTo }
}
