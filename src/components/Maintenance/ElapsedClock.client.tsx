'use client'

import { useEffect, useState } from 'react'

import { formatElapsed } from '@/lib/format'

/** Time since maintenance started (or since the page opened), counting seconds as hh:mm:ss. */
export function ElapsedClock({ startTime }: { startTime?: string | null }) {
  const [origin] = useState(() => (startTime ? Date.parse(startTime) : Date.now()))
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <time className="font-mono text-3xl font-bold tabular-nums" aria-live="off" data-testid="elapsed-clock">
      {now === null ? '00:00:00' : formatElapsed((now - origin) / 1000)}
    </time>
  )
}
