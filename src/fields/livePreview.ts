import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { publicUrl } from '@/lib/runtime'

const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'desktop', label: 'Ordinateur', width: 1440, height: 900 },
]

/** The address the admin was reached at: the preview frame must share its origin (frame-ancestors 'self'). */
function requestOrigin(req: PayloadRequest): string {
  const host = req.headers.get('host')
  const protocol = req.headers.get('x-forwarded-proto') ?? 'http'
  return host ? `${protocol}://${host}` : publicUrl()
}

/** The admin's live preview of a page of this site, at the address `pathOf` gives, phone and desktop. */
export function sitePreview(
  pathOf: (args: { data: Record<string, unknown> }) => string,
): LivePreviewConfig {
  return {
    url: ({ req, data }) => `${requestOrigin(req)}${pathOf({ data })}`,
    breakpoints: PREVIEW_BREAKPOINTS,
  }
}
