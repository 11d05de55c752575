'use client'

import { ArrowLeft } from 'lucide-react'

import { useSiteText } from '@/ui/SiteText.client'

/** Back to the previous page, or home when the visitor arrived here directly. */
export function BackButton({ className }: { className: string }) {
  const { text } = useSiteText()
  const back = () => {
    if (window.history.length > 1) window.history.back()
    else window.location.assign('/')
  }
  return (
    <button type="button" onClick={back} className={className}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.common.back}
    </button>
  )
}
