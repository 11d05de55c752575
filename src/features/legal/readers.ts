import 'server-only'

import { siteText } from '@/i18n/site'
import type { LegalPageKey } from '@/lib/legalPages'
import { legalPagesSlug } from '@/lib/slugs'
import type { LegalPages } from '@/generated/payload-types'

import { readGlobal } from '@/platform/data/globals'
import { richTextHtml } from '@/platform/data/richText'

/** One page of the stored global: its title (the built-in one where none was saved) and its HTML. */
export function legalPageFrom(pages: LegalPages, key: LegalPageKey) {
  const page = pages[key]
  return {
    title: page?.title || siteText().legalPages[key].title,
    html: richTextHtml(page?.content),
  }
}

/** A legal page as the admin last saved it (the built-in text where none was saved). */
export async function readLegalPage(key: LegalPageKey) {
  return legalPageFrom(await readGlobal(legalPagesSlug), key)
}
