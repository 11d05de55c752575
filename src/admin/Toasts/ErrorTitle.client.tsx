'use client'

import { toast } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { fr } from '@/i18n/fr'

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
    message !== fr.errorTitle && !data?.description
      ? original(fr.errorTitle, { ...data, description: message as ReactNode })
      : original(message, data)
  titled[TITLED] = true
  toast.error = titled
}

if (typeof window !== 'undefined') titleErrorToasts()

export function ErrorToastTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
