import { ArrowRight } from 'lucide-react'
import { Suspense } from 'react'

import { LoadError } from '@/features/news/LoadError'
import { NewsGrid } from '@/features/news/NewsGrid'
import { SectionHeading } from '@/ui/SectionHeading'
import { readGlobal } from '@/platform/data/globals'
import { listPublishedNews } from '@/features/news/readers'
import type { NewsPage } from '@/features/news/queries'
import { logReadFailure } from '@/platform/data/payload'
import { sitePath, siteText } from '@/i18n/site'
import { HOME_NEWS_COUNT } from '@/lib/constants'
import { NEWS_PATH } from '@/lib/sitePaths'
import { SECTIONS } from '../catalog'

/** Home page news (anchor #actualites): the latest articles, rendered only when active. */
export async function NewsSection() {
  const section = await readGlobal('section-news')
  if (!section.isActive) return null
  return (
    <section id={SECTIONS.news.anchor} className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          description={section.description}
        />
        <Suspense
          fallback={
            <p className="mt-12 text-center text-slate-600">{siteText().news.sectionLoading}</p>
          }
        >
          <LatestNews />
        </Suspense>
      </div>
    </section>
  )
}

async function LatestNews() {
  let latest: NewsPage
  try {
    latest = await listPublishedNews({ page: 1, limit: HOME_NEWS_COUNT })
  } catch (error) {
    logReadFailure('Lecture des actualités impossible', error)
    return <LoadError />
  }
  const { items, pagination } = latest
  return (
    <>
      <div className="mt-12">
        <NewsGrid news={items} headingLevel={3} />
      </div>
      {pagination.total > HOME_NEWS_COUNT && (
        <p className="mt-12 text-center">
          <a
            href={sitePath(NEWS_PATH)}
            className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
          >
            {siteText().news.seeAll(pagination.total)}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </a>
        </p>
      )}
    </>
  )
}
