'use client'

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'

export type SignatureHandle = {
  /** The drawing as a PNG, or null when nothing was drawn. */
  png: () => Promise<Blob | null>
}

const HEIGHT = 180

/** A signature drawn with a finger (or a mouse) on the phone's screen. */
export function SignaturePad({ ref, label }: { ref: Ref<SignatureHandle>; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const context = element.getContext('2d')!
    let empty = true
    // the drawing's pixels follow the pad's width while nothing is drawn (a phone turned)
    const fit = () => {
      if (!empty) return
      const ratio = window.devicePixelRatio || 1
      element.width = element.clientWidth * ratio
      element.height = HEIGHT * ratio
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      context.lineWidth = 2.5
      context.lineCap = 'round'
      context.lineJoin = 'round'
      context.strokeStyle = '#0f172a'
    }
    fit()
    const resized = new ResizeObserver(fit)
    resized.observe(element)
    const cleared = () => {
      empty = true
      fit()
    }
    element.addEventListener('cleared', cleared)
    let last: { x: number; y: number } | null = null
    const at = (event: PointerEvent) => {
      const box = element.getBoundingClientRect()
      return { x: event.clientX - box.left, y: event.clientY - box.top }
    }
    const down = (event: PointerEvent) => {
      element.setPointerCapture(event.pointerId)
      last = at(event)
      context.beginPath()
      context.arc(last.x, last.y, 1, 0, 2 * Math.PI)
      context.fill()
      empty = false
      setDrawn(true)
    }
    const move = (event: PointerEvent) => {
      if (!last) return
      const point = at(event)
      context.beginPath()
      context.moveTo(last.x, last.y)
      context.lineTo(point.x, point.y)
      context.stroke()
      last = point
    }
    const up = () => {
      last = null
    }
    element.addEventListener('pointerdown', down)
    element.addEventListener('pointermove', move)
    element.addEventListener('pointerup', up)
    element.addEventListener('pointercancel', up)
    return () => {
      resized.disconnect()
      element.removeEventListener('cleared', cleared)
      element.removeEventListener('pointerdown', down)
      element.removeEventListener('pointermove', move)
      element.removeEventListener('pointerup', up)
      element.removeEventListener('pointercancel', up)
    }
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      png: () =>
        drawn && canvas.current
          ? new Promise((resolve) => canvas.current!.toBlob(resolve, 'image/png'))
          : Promise.resolve(null),
    }),
    [drawn],
  )

  const clear = () => {
    const element = canvas.current
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height)
    element?.dispatchEvent(new Event('cleared'))
    setDrawn(false)
  }

  return (
    <div className="yard-signature">
      <canvas
        ref={canvas}
        className="yard-signature__pad"
        style={{ height: HEIGHT }}
        role="img"
        aria-label={label}
        data-drawn={drawn || undefined}
      />
      <button type="button" className="yard-button yard-button--quiet" onClick={clear}>
        Effacer la signature
      </button>
    </div>
  )
}
