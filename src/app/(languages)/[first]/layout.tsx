import type { Viewport } from 'next'

import { SiteLayout, siteLayoutMetadata } from '@/features/site/SiteLayout'
import { languageOfAddress } from '@/i18n/site/inLocale'
import { setRequestLocale } from '@/i18n/site/requestLocale'
import { OTHER_SITE_LOCALES } from '@/lib/locales'
import { INSTALLED_SITE } from '@/lib/seo'

import '../../(frontend)/globals.css'

type Props = { children: React.ReactNode; params: Promise<{ first: string }> }

export const viewport: Viewport = { themeColor: INSTALLED_SITE.themeColor }

/** The other languages' home pages are built with the site; a page from blocks on its first visit. */
export const generateStaticParams = async () => OTHER_SITE_LOCALES.map((first) => ({ first }))

export async function generateMetadata(props: Props) {
  setRequestLocale(await languageOfAddress(props))
  return siteLayoutMetadata()
}

/**
 * The document of every address whose first part is not one of the French site's folders: the
 * other languages' sites (`/en/…`, the language its first part names) and the French pages
 * built from blocks (`/<slug>`). Its French twin for the rest: src/app/(frontend)/layout.tsx.
 */
export default async function LanguageLayout(props: Props) {
  setRequestLocale(await languageOfAddress(props))
  return <SiteLayout>{props.children}</SiteLayout>
}
