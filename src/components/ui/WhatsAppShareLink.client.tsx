'use client'

import { MessageCircle } from 'lucide-react'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** 'WhatsApp': the share screen of WhatsApp with the title and the page's full address. */
export function WhatsAppShareLink({ path, title }: { path: string; title: string }) {
  // the server does not know the public host: it renders the path, the browser the full URL
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
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
