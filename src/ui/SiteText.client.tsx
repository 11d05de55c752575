'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { ClientText } from '@/i18n/site/fr'
import { localizedPath, type SiteAddressWords } from '@/lib/localePaths'
import type { SiteLocale } from '@/lib/locales'

type SiteText = {
  text: ClientText
  intl: string
  locale: SiteLocale
  /** Every language's words for the site's addresses (links, the language switcher). */
  addresses: SiteAddressWords
}

const Context = createContext<SiteText | null>(null)

/**
 * The visitor's language for the browser's components: its words, its number format and its code
 * (sent with the forms, so the visitor's mails follow it).
 */
export function SiteTextProvider({ children, ...value }: SiteText & { children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The words of the page's language (the layout provides them; there is no second source). */
export function useSiteText(): SiteText {
  const value = useContext(Context)
  if (!value) throw new Error('useSiteText outside SiteTextProvider')
  return value
}

/** A French page's address in the page's language (the server's `sitePath`). */
export function useSitePath(): (frenchPath: string) => string {
  const { locale, addresses } = useSiteText()
  return (frenchPath) => localizedPath(frenchPath, locale, addresses)
}
