import 'server-only'

import { legalPage, type LegalPageKey } from '@/lib/legalPages'
import { legalPagesSlug } from '@/lib/slugs'

import { readGlobal } from './globals'
import { richTextHtml } from './richText'

/** A legal page as the admin last saved it (the built-in text where none was saved). */
export async function readLegalPage(key: LegalPageKey) {
  const pages = await readGlobal(legalPagesSlug)
  const page = pages[key]
  return { title: page?.title || legalPage(key).title, html: richTextHtml(page?.content) }
}
