import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { PREVIEW_PATH, previewHref } from '@/lib/preview'
import { publicUrl } from '@/platform/runtime/environment'

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

/**
 * A collection with drafts: its live preview and « Aperçu » button show the latest draft at its
 * address on the site, through /apercu (src/lib/preview.ts); before it has an address (a slug, or
 * an id for an article), /apercu answers that there is nothing to show.
 */
export function draftPreview(pathOf: (slug: string) => string, key: 'slug' | 'id' = 'slug') {
  const previewOf = ({ data }: { data: Record<string, unknown> }) => {
    const value = data[key]
    return (typeof value === 'string' || typeof value === 'number') && value !== ''
      ? previewHref(pathOf(String(value)))
      : PREVIEW_PATH
  }
  return {
    livePreview: sitePreview(previewOf),
    preview: (data: Record<string, unknown>) => previewOf({ data }),
  }
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
