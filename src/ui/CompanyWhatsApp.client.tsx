'use client'

import { MessageCircle } from 'lucide-react'
import { createContext, type ReactNode, useContext } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import { whatsappHref } from '@/lib/contactLinks'

const CompanyWhatsApp = createContext<string | null>(null)

/** The company's WhatsApp number for the site's client components (the general settings'). */
export function CompanyWhatsAppProvider({
  number,
  children,
}: {
  number: string | null
  children: ReactNode
}) {
  return <CompanyWhatsApp.Provider value={number}>{children}</CompanyWhatsApp.Provider>
}

/**
 * « Nous écrire sur WhatsApp »: a chat with the company, `text` prefilled; nothing without a
 * number WhatsApp can open.
 */
export function CompanyWhatsAppLink({
  text,
  label,
  className = 'inline-flex items-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800',
}: {
  text: string
  label?: string
  className?: string
}) {
  const href = whatsappHref(useContext(CompanyWhatsApp), text)
  const words = useSiteText().text.whatsapp
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {label ?? words.writeUs}
    </a>
  )
}
