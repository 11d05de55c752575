import { type ComponentType, lazy, Suspense, useState } from 'react'

/** A second try after a failed download of the dialog's code (a flaky mobile network). */
const RETRY_AFTER_MS = 1_000

/**
 * A dialog whose code loads the first time it opens, so that it stays out of the page's first
 * JavaScript (the cards that open it do not need it to render or hydrate). Once opened it stays
 * mounted: closing it then runs the dialog's own close, which gives focus back to the card.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const loadWithRetry = () =>
    load().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS)).then(load))
  const Loaded = lazy(() => loadWithRetry().then((component) => ({ default: component })))
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false)
    const open = isOpen(props)
    if (open && !opened) setOpened(true)
    if (!open && !opened) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
