'use client'

import { Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'

import { useSiteText } from '@/ui/SiteText.client'

const FEEDBACK_MS = 3_000

/** Clipboard API first; the textarea fallback covers browsers that refuse it (no HTTPS). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    return copied
  }
}

/** 'Partager': the system share sheet where the browser has one, otherwise the link is copied. */
export function ShareButton({ path, title, text }: { path: string; title: string; text?: string }) {
  const words = useSiteText().text.news
  const [feedback, setFeedback] = useState<string | null>(null)

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  async function share() {
    const url = new URL(path, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        // the visitor closed the sheet; any other failure falls back to copying
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setFeedback((await copyText(url)) ? words.linkCopied : words.copyFailed)
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {words.share}
      </button>
      <span
        role="status"
        className="absolute left-0 top-full mt-1 whitespace-nowrap text-sm font-medium text-green-800"
      >
        {feedback}
      </span>
    </span>
  )
}
