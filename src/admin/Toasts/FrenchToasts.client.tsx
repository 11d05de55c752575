'use client'

import { toast } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'

const TITLED = Symbol.for('bk.errorToastTitle')
type ErrorToast = typeof toast.error & { [TITLED]?: true }

/**
 * « All toast errors carry the title "Erreur" » (back office §8): every error toast of the admin
 * — the project's screens' and Payload's own (a refused save, a lost connection) — shows that
 * title with its message beneath. Payload and the screens share one toast (sonner's, re-exported
 * by @payloadcms/ui), so its `error` is given the title once, here, rather than at each call.
 */
function titleErrorToasts(): void {
  const original = toast.error as ErrorToast
  if (original[TITLED]) return
  // a message may be an element (Payload lists the fields it refused); it becomes the description
  const titled: ErrorToast = (message, data) =>
    message !== frenchOnly.errorTitle && !data?.description
      ? original(frenchOnly.errorTitle, { ...data, description: message as ReactNode })
      : original(message, data)
  titled[TITLED] = true
  toast.error = titled
}

/**
 * Payload's toaster passes sonner no label for a toast's close button, which then reads « Close
 * toast » to a screen reader: each one is named in French as it appears.
 */
function nameCloseButtons(): () => void {
  const name = (root: Element | Document) => {
    const buttons = root.querySelectorAll('[data-close-button]')
    for (const button of root instanceof Element && root.matches('[data-close-button]')
      ? [root, ...buttons]
      : buttons)
      if (button.getAttribute('aria-label') !== frenchOnly.closeToast)
        button.setAttribute('aria-label', frenchOnly.closeToast)
  }
  name(document)
  // only what was added is looked at: the admin's DOM changes at every keystroke
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) name(node)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}

if (typeof window !== 'undefined') titleErrorToasts()

/** The admin's toasts in French: « Erreur » over every error, their close buttons named. */
export function FrenchToasts({ children }: { children?: ReactNode }) {
  useEffect(nameCloseButtons, [])
  return <>{children}</>
}
