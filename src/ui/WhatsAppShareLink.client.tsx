'use client'

import { MessageCircle } from 'lucide-react'

import { usePageOrigin } from './usePageOrigin'

/** 'WhatsApp': the share screen of WhatsApp with the title and the page's full address. */
export function WhatsAppShareLink({ path, title }: { path: string; title: string }) {
  const origin = usePageOrigin()
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(`${title} ${origin}${path}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      WhatsApp
    </a>
  )
}
