'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { languageCookie } from '@/lib/languageChoice'
import { switchLocale } from '@/lib/localePaths'
import { useSiteText } from '@/ui/SiteText.client'
import type { SiteLocale } from '@/lib/locales'

/** A language of the site as its own speakers name it (« English », « Français »). */
export type SiteLanguage = { locale: SiteLocale; name: string; htmlLang: string }

type Props = { languages: SiteLanguage[]; label: string; className: string }

/**
 * Links to the page the visitor is on, in the site's other languages (the same machine, article
 * or filter), named in their own language. The choice is remembered for the next visit's home
 * page (src/platform/frontServer/languageChoice.ts).
 */
export function LanguageSwitcher({ languages, label, className }: Props) {
  const pathname = usePathname()
  const { addresses } = useSiteText()
  const follow = (locale: SiteLocale) => (event: MouseEvent<HTMLAnchorElement>) => {
    document.cookie = languageCookie(locale)
    const { search, hash } = window.location
    event.currentTarget.href = switchLocale(`${pathname}${search}${hash}`, locale, addresses)
  }
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1">
        {languages.map(({ locale, name, htmlLang }) => (
          <li key={locale}>
            <a
              href={switchLocale(pathname, locale, addresses)}
              hrefLang={htmlLang}
              lang={htmlLang}
              onClick={follow(locale)}
              className={className}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
