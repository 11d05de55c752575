import type { Metadata } from 'next'

import { SiteShell } from './SiteShell'
import { NOT_A_PAGE_VIEW } from '@/platform/forms/beacon'
import { sitePath, siteText } from '@/i18n/site'

type ErrorPageProps = {
  code: number
  title: string
  text?: string
  /** Inside the site's header and footer (SiteShell's `<main>`), not a page of its own. */
  withinShell?: boolean
}

/** The site's error page body: a status code, what went wrong, and the way home. */
export function ErrorPageContent({ code, title, text, withinShell = false }: ErrorPageProps) {
  const Element = withinShell ? 'div' : 'main'
  return (
    <Element
      {...NOT_A_PAGE_VIEW}
      className={`flex flex-col items-center justify-center gap-4 px-6 text-center ${withinShell ? 'py-20 md:py-28' : 'min-h-screen'}`}
    >
      <p className="text-7xl font-extrabold text-blue-700">{code}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="max-w-md text-slate-600">{text}</p>}
      <a href={sitePath('/')} className="rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white">
        {siteText().site.backHome}
      </a>
    </Element>
  )
}

/**
 * The 404 as Next's not-found boundaries render it: a client-side navigation's, and the one every
 * page's React data carries (hence no header and footer: they would weigh on every page).
 */
export function NotFoundContent() {
  return <ErrorPageContent code={404} title={siteText().site.notFoundTitle} />
}

export const notFoundPageMetadata = (): Metadata => ({
  title: `404 — ${siteText().site.notFoundTitle}`,
  robots: { index: false },
})

/**
 * The 404 page a visitor's browser loads (src/platform/frontServer/notFoundPage.ts sends it for Next's): the header and footer (phone,
 * WhatsApp, search, languages) around it, in the language of its address.
 */
export function NotFoundPage() {
  const { notFoundTitle, notFoundText } = siteText().site
  return (
    <SiteShell>
      <ErrorPageContent code={404} title={notFoundTitle} text={notFoundText} withinShell />
    </SiteShell>
  )
}
