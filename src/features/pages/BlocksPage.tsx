import type { Metadata } from 'next'

import { notFound } from 'next/navigation'

import { PageBlocks } from './PageBlocks'
import { PreviewBanner } from './PreviewBanner'
import { PageHeader } from '@/ui/PageHeader'
import { findDraftPage, findPublishedPage } from './readers'
import { sitePageMetadata } from '@/i18n/site'
import { toOwnAddress } from '@/i18n/site/ownAddress'
import { pagePath } from '@/lib/pagePaths'
import { addressesIn } from '@/lib/seo'
import { inEditorPreview } from './editorPreview'

type Props = { params: Promise<{ slug: string }> }

/**
 * The published page, or, in an editor's preview (draft mode and an administrator's
 * session on the request: inEditorPreview), its latest draft, read fresh at each request.
 */
async function readPage(slug: string) {
  const preview = await inEditorPreview()
  const page = await (preview ? findDraftPage(slug) : findPublishedPage(slug))
  // its address in another language (the language switcher's link) leads to this one's (#45)
  if (page) toOwnAddress(slug, page.slug, page.path)
  return { preview, page }
}

export async function blocksPageMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await readPage((await params).slug)
  return page
    ? sitePageMetadata({
        title: page.title,
        description: page.intro ?? page.title,
        path: page.path,
        pathIn: addressesIn(page.slugs, pagePath),
        seo: page.seo,
      })
    : {}
}

/**
 * A page built from blocks in the admin (#44), at /<slug> (and /<locale>/<slug>): its route is
 * src/app/(languages)/[first], which shares the address's first part with the other languages'
 * sites, and frames it (inSiteShell: the page, and its notFound(), first).
 */
export async function BlocksPage({ params }: Props) {
  const { page, preview } = await readPage((await params).slug)
  if (!page) notFound()
  return (
    <>
      {preview && <PreviewBanner path={page.path} />}
      <PageHeader title={page.title} description={page.intro} />
      <PageBlocks page={page} />
    </>
  )
}
