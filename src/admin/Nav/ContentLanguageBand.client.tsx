'use client'

import { useLocale } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

import { DEFAULT_SITE_LOCALE, isSiteLocale, SITE_LANGUAGES } from '@/lib/locales'

import './contentLanguageBand.scss'

/**
 * The language being edited, said on every screen while it is not French (#59): Payload keeps
 * the editor's last choice, so one English edit would otherwise make every later screen
 * English without a word. A link goes back to the same screen in French.
 */
export function ContentLanguageBand() {
  const locale = useLocale()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const code = locale?.code
  if (!code || code === DEFAULT_SITE_LOCALE || !isSiteLocale(code)) return null
  const french = new URLSearchParams(searchParams?.toString())
  french.set('locale', DEFAULT_SITE_LOCALE)
  const language = SITE_LANGUAGES[code].toLowerCase()
  return (
    <div className="bk-language-band" role="status">
      <p>
        <strong>Vous modifiez la version en {language}</strong> : ce que vous enregistrez ici paraît
        sur le site en {language}, pas sur le site français.
      </p>
      <a href={`${pathname}?${french.toString()}`}>Modifier en français</a>
    </div>
  )
}
