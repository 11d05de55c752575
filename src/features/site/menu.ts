import 'server-only'

import type { TopBar } from '@/generated/payload-types'
import { requestLocale } from '@/i18n/site/requestLocale'
import { DEFAULT_SITE_LOCALE } from '@/lib/locales'
import { menuNamesIn } from './menuNames'

import { readGlobal } from '@/platform/data/globals'
import { findPublishedPage } from '@/features/pages/readers'

/** The top bar with its menu in the page's language (src/features/site/menuNames.ts). */
export async function withMenuInLanguage(topBar: TopBar): Promise<TopBar> {
  const items = topBar.navigation?.items
  if (requestLocale() === DEFAULT_SITE_LOCALE || !items?.length) return topBar
  const french = await readGlobal('top-bar', DEFAULT_SITE_LOCALE)
  const frenchNames = new Map(french.navigation?.items?.map((item) => [item.id, item.name]))
  const named = await menuNamesIn(items, frenchNames, async (slug) => {
    const page = await findPublishedPage(slug).catch(() => null)
    return page?.title ?? null
  })
  return { ...topBar, navigation: { ...topBar.navigation, items: named } }
}
