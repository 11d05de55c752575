'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Messages of Payload's live preview window (admin → framed page). */
const DOCUMENT_EVENT = 'payload-document-event'
const LIVE_PREVIEW_EVENT = 'payload-live-preview'

/**
 * In the admin's live preview frame, the page re-renders on the server each time the edited
 * document is saved, so the editor sees the public page as visitors will. Outside a frame it
 * does nothing.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.self === window.top) return
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return
      if ((event.data as { type?: string } | null)?.type === DOCUMENT_EVENT) router.refresh()
    }
    window.addEventListener('message', onMessage)
    // tells the admin the frame listens (it waits for this before sending); the message holds no data
    window.parent.postMessage({ type: LIVE_PREVIEW_EVENT, ready: true }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
