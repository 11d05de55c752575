'use client'

import { useState, useSyncExternalStore } from 'react'

import { formatElapsed } from '@/lib/format'

const everySecond = (tick: () => void) => {
  const timer = window.setInterval(tick, 1000)
  return () => window.clearInterval(timer)
}
const currentSecond = () => Math.floor(Date.now() / 1000)
/** The server renders no time: the page is cached, the clock is the visitor's. */
const noTimeOnServer = () => null

/** Time since maintenance started (or since the page opened), counting seconds as hh:mm:ss. */
export function ElapsedClock({ startTime }: { startTime?: string | null }) {
  const [origin] = useState(() => (startTime ? Date.parse(startTime) : Date.now()))
  const now = useSyncExternalStore(everySecond, currentSecond, noTimeOnServer)
  return (
    <time
      className="font-mono text-3xl font-bold tabular-nums"
      aria-live="off"
      data-testid="elapsed-clock"
    >
      {now === null ? '00:00:00' : formatElapsed(now - origin / 1000)}
    </time>
  )
}
