import type { ReactNode } from 'react'

import './panel.scss'

/** A titled panel at the end of a document's screen (the reservation's deposit and contract). */
export function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className: string
  children: ReactNode
}) {
  return (
    <section className={`bk-panel ${className}`} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  )
}
