'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useCallback } from 'react'

import { useBrowserValue } from '@/ui/useBrowserValue'

/** Payload's listener, loaded only inside the preview frame: no visitor's page pays for it (#63). */
const RefreshRouteOnSave = lazy(() =>
  import('@payloadcms/live-preview-react').then((module) => ({
    default: module.RefreshRouteOnSave,
  })),
)

const framed = () => window.self !== window.top

/**
 * In the admin's live preview frame, the page re-renders on the server each time the edited
 * document is saved, so the editor sees the public page as visitors will: Payload's
 * RefreshRouteOnSave, talking to the admin on this site's own origin only. Outside a frame it is
 * not mounted (it would refresh every page once on load).
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const inPreview = useBrowserValue(framed, false)
  const refresh = useCallback(() => router.refresh(), [router])
  if (!inPreview) return null
  return (
    <Suspense>
      <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} />
    </Suspense>
  )
}
