import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleBody } from '@/features/news/ArticleBody'
import { CategoryBadge } from '@/features/news/CategoryBadge'
import { Keywords } from '@/features/news/Keywords'
import { MailShareLink } from '@/features/news/MailShareLink.client'
import { MoreNews } from '@/features/news/MoreNews'
import { NewsByline } from '@/features/news/NewsMeta'
import { ShareButton } from '@/features/news/ShareButton.client'
import { PreviewBanner } from '@/features/pages/PreviewBanner'
import { toNewsView } from '@/features/news/view'
import { NEWS_PATH, newsPath } from '@/lib/sitePaths'
import { SiteShell } from '@/features/site/SiteShell'
import { FallbackImage } from '@/ui/FallbackImage'
import { WhatsAppShareLink } from '@/ui/WhatsAppShareLink.client'
import { findDraftNews, findPublishedNews } from '@/features/news/readers'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { NEWS_FALLBACK_IMAGE } from '@/lib/fallbackImages'
import { newsViewText } from '@/features/news/newsViewText'
import { inEditorPreview } from '@/features/pages/editorPreview'

type Props = { params: Promise<{ id: string }> }

/**
 * Drafts, unknown and non-numeric ids all end on the site's 404 page; in an editor's preview
 * (draft mode and an administrator's session on the request: inEditorPreview), the latest draft, read fresh.
 */
async function articleOr404(params: Props['params']) {
  const { id } = await params
  const numeric = /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null
  const preview = await inEditorPreview()
  const read = preview ? findDraftNews : findPublishedNews
  const article = numeric === null ? null : await read(numeric)
  if (!article) notFound()
  return { article, preview }
}

/**
 * Rendered on a first visit, then kept until a save revalidates what it read: a public answer
 * the edge's micro-cache and a phone's service worker may keep (a dynamic one is `no-store`).
 */
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article: found } = await articleOr404(params)
  const article = toNewsView(found, newsViewText())
  // the article's « SEO » fields win (found.seo); its title there is whole (no « | site » added)
  return sitePageMetadata({
    title: article.title,
    description: article.excerpt,
    path: newsPath(article.id),
    image: article.image ?? undefined,
    seo: found.seo,
    publishedTime: article.createdAt,
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { article: found, preview } = await articleOr404(params)
  const article = toNewsView(found, newsViewText())
  const path = sitePath(newsPath(article.id))
  return (
    <SiteShell>
      {preview && <PreviewBanner path={newsPath(article.id)} />}
      <article className="mx-auto max-w-4xl px-6 py-10 md:py-14">
        <a
          href={sitePath(NEWS_PATH)}
          className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {siteText().news.backToList}
        </a>
        <header className="mt-6">
          <CategoryBadge category={article.category} label={article.categoryLabel} />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight text-slate-900 md:text-5xl">
            {article.title}
          </h1>
          <NewsByline
            news={article}
            className="mt-4 gap-x-6"
            byAuthor={siteText().client.news.byAuthor}
          />
        </header>
        <FallbackImage
          src={article.image}
          fallback={NEWS_FALLBACK_IMAGE}
          width={1200}
          height={800}
          className="mt-8 aspect-[16/9] w-full rounded-2xl bg-slate-200 object-cover shadow-sm"
        />
        {article.excerpt && (
          <p className="mt-8 rounded-r-lg border-l-4 border-blue-700 bg-blue-50 p-5 text-lg text-slate-800 md:text-xl">
            <span className="sr-only">
              {siteText().client.news.summary}
              {siteText().meta.colon}
            </span>
            {article.excerpt}
          </p>
        )}
        <ArticleBody html={article.content} className="mt-8 text-lg" />
        <div className="mt-10 flex flex-col gap-8 border-t border-slate-200 pt-8">
          <div className="flex flex-wrap items-center gap-3">
            <ShareButton path={path} title={article.title} text={article.excerpt} />
            <WhatsAppShareLink path={path} title={article.title} />
            <MailShareLink path={path} title={article.title} />
          </div>
          <Keywords tags={article.tags} headingLevel={2} label={siteText().client.news.keywords} />
        </div>
      </article>
      <MoreNews excludeId={article.id} />
    </SiteShell>
  )
}
