import type { ReactNode } from 'react'

import './filterBar.scss'

/**
 * A row of labelled choices above or inside a screen: a screen's filters (a `GET` form: the
 * pipeline, the planning, the fleet's utilisation) or a small form inside a document's screen
 * (`as="div"`: the reservation's deposit, inside Payload's own form). Labels over their inputs,
 * wrapping on a phone.
 */
export function FilterBar({
  children,
  as = 'form',
  className,
}: {
  children: ReactNode
  as?: 'form' | 'div'
  className?: string
}) {
  const classes = className ? `bk-filters ${className}` : 'bk-filters'
  return as === 'form' ? (
    <form className={classes} method="get">
      {children}
    </form>
  ) : (
    <div className={classes}>{children}</div>
  )
}
