'use client'

import { RefreshCw } from 'lucide-react'

import { useSiteText } from '@/ui/SiteText.client'

/** « Réessayer »: the page asked for, again (the offline page stands in for it). */
export function RetryButton() {
  const { text } = useSiteText()
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-blue-900 hover:bg-blue-50"
    >
      <RefreshCw aria-hidden="true" className="h-4 w-4" /> {text.common.retry}
    </button>
  )
}
