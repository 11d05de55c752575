import type { AdminViewServerProps } from 'payload'

import { readGlobal } from '@/platform/data/globals'
import { listPublishedNews } from '@/features/news/readers'
import { HOME_NEWS_COUNT } from '@/lib/constants'
import { formatLongDate } from '@/lib/format'
import { NEWS_CATEGORY_LABELS, type NewsCategory } from '@/lib/labels'
import { newsSlug } from '@/lib/slugs'
import { SECTIONS } from '../catalog'

import { AdminPage } from '@/admin/AdminPage'
import { NewsTabs } from './NewsTabs'

import './newsPreview.scss'

/**
 * /admin/news/preview, the news screen's « Aperçu »: whether the home page shows the section,
 * how many articles are published or drafts, and the ones the home page shows now.
 */
export async function NewsPreviewView(props: AdminViewServerProps) {
  const { payload } = props.initPageResult.req
  const [section, latest, published, drafts] = await Promise.all([
    readGlobal('section-news'),
    listPublishedNews({ page: 1, limit: HOME_NEWS_COUNT }),
    payload.count({ collection: newsSlug, where: { isPublished: { equals: true } } }),
    payload.count({ collection: newsSlug, where: { isPublished: { not_equals: true } } }),
  ])
  return (
    <AdminPage {...props} path="/news/preview">
      <h1>Actualités</h1>
      <NewsTabs current="preview" />
      <p className="bk-dash__muted" role="status">
        {section.isActive
          ? `La section « ${section.title} » est affichée sur la page d’accueil.`
          : 'La section est masquée sur la page d’accueil.'}{' '}
        {published.totalDocs} article{published.totalDocs > 1 ? 's' : ''} publié
        {published.totalDocs > 1 ? 's' : ''}, {drafts.totalDocs} brouillon
        {drafts.totalDocs > 1 ? 's' : ''}.
      </p>
      <h2>Sur la page d’accueil</h2>
      {latest.items.length === 0 ? (
        <p className="bk-dash__muted">Aucun article publié pour le moment.</p>
      ) : (
        <ol className="bk-news-preview" aria-label="Articles de la page d’accueil">
          {latest.items.map((article) => (
            <li key={article.id}>
              <a href={`/admin/collections/${newsSlug}/${article.id}`}>{article.title}</a>
              <span className="bk-dash__muted">
                {NEWS_CATEGORY_LABELS[article.category as NewsCategory] ?? article.category} —{' '}
                {formatLongDate(article.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <a className="bk-action" href={`/#${SECTIONS.news.anchor}`} target="_blank" rel="noopener">
          Voir sur le site
        </a>
      </p>
    </AdminPage>
  )
}
