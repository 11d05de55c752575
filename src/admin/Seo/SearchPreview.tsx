import { readGlobal } from '@/platform/data/globals'
import { publicUrl } from '@/platform/runtime/environment'

import { SearchPreviewCard } from './SearchPreviewCard.client'

/**
 * The « SEO » group's preview, with what only the server knows: the site's title, which the
 * pages add after an item's name, and the site's public address.
 */
export async function SearchPreview() {
  const settings = await readGlobal('site-settings')
  return <SearchPreviewCard siteTitle={settings.siteTitle ?? ''} siteUrl={publicUrl()} />
}
