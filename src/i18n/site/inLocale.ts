import 'server-only'

import { notFound } from 'next/navigation'

import { DEFAULT_SITE_LOCALE, isSiteLocale, type SiteLocale } from '@/lib/locales'

import { setRequestLocale } from './requestLocale'

/** The params of a route under src/app/(languages)/[first]: an address's first part. */
type FirstPart = { params: Promise<{ first: string }> }

/**
 * The language an address's first part names: another language's code (`/en/…`), or French
 * for anything else (a page built from blocks at `/<slug>`).
 */
export async function languageOfAddress({ params }: FirstPart): Promise<SiteLocale> {
  const { first } = await params
  return isSiteLocale(first) ? first : DEFAULT_SITE_LOCALE
}

/**
 * A French page's component or metadata, rendered in the language of its address
 * (`/<locale>/…`, src/app/(languages)/[first]): a language is then one dictionary, not a copy of
 * the site's routes. The language is set before anything is read, for the page, its metadata
 * and the layout, which Next may render apart. Under a first part that names no other language,
 * the address is no page.
 */
export function inAddressLanguage<Props, Rest extends unknown[], Result>(
  render: (props: Props, ...rest: Rest) => Result,
) {
  return async (props: Props & FirstPart, ...rest: Rest): Promise<Awaited<Result>> => {
    const locale = await languageOfAddress(props)
    if (locale === DEFAULT_SITE_LOCALE) notFound()
    setRequestLocale(locale)
    return await render(props, ...rest)
  }
}
