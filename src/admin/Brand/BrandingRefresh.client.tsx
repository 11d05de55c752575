'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { BRANDING_UPDATED_EVENT } from '@/lib/constants'
import { listen } from '@/platform/browser/siteEvents'

/**
 * The spec's « branding updated » event in the back office: after a Save of the top bar (in this
 * tab or another), the server parts of the screen render again, so the sidebar's name and mark
 * change at once, without a reload.
 */
export function BrandingRefresh() {
  const router = useRouter()
  useEffect(() => listen([BRANDING_UPDATED_EVENT], () => router.refresh()), [router])
  return null
}
