'use client'

import { Mail } from 'lucide-react'

import { useSiteText } from '@/ui/SiteText.client'
import { usePageOrigin } from '@/ui/usePageOrigin'

/** 'Envoyer': a mail with the title as subject and the article's full address as body. */
export function MailShareLink({ path, title }: { path: string; title: string }) {
  const { text } = useSiteText()
  const origin = usePageOrigin()
  const href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(origin + path)}`
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <Mail aria-hidden="true" className="h-4 w-4" />
      {text.news.send}
    </a>
  )
}
