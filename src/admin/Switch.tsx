import type { MouseEvent, ReactNode } from 'react'

type Props = {
  checked: boolean
  busy?: boolean
  onClick: (event: MouseEvent) => void
  /** The id of the element naming the switch, when its own text does not. */
  labelledBy?: string
  /** Its name, when no element on screen gives it. */
  label?: string
  children: ReactNode
}

/** The admin's on/off switch (sections, list toggles): a button with the switch role. */
export function Switch({ checked, busy = false, onClick, labelledBy, label, children }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
      className={`bk-switch${checked ? ' bk-switch--on' : ''}`}
    >
      <span className="bk-switch__track" aria-hidden="true" />
      {children}
    </button>
  )
}
