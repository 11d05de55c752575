'use client'

import type React from 'react'

import { type QuotePrefill, requestQuote } from './quotePrefill'

/** 'Demander un devis': the home page's quote form, pre-filled. */
export function QuoteButton({
  prefill,
  className,
  children,
}: {
  prefill: QuotePrefill
  className: string
  children: React.ReactNode
}) {
  return (
    <button type="button" onClick={() => requestQuote(prefill)} className={className}>
      {children}
    </button>
  )
}
