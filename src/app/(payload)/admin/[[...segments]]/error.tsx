'use client'

import { usePathname } from 'next/navigation'

import { loadFailureMessage } from '@/admin/LoadFailure/loadFailureMessage'
import { frenchOnly } from '@/i18n/frenchOnly'

import './loadFailed.scss'

/**
 * An admin screen that could not read its data (the database out of reach, a read that failed):
 * the spec's message for that screen (back office §8) instead of Next's error page, and a
 * button that loads the screen again. Payload's providers are still around it (layout.tsx).
 */
export default function AdminScreenError() {
  const message = loadFailureMessage(usePathname())
  return (
    <main className="bk-load-failed">
      <h1>{frenchOnly.loadFailed.title}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="btn btn--style-primary" onClick={() => location.reload()}>
        {frenchOnly.loadFailed.retry}
      </button>
    </main>
  )
}
