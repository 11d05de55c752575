import { formatCount } from './analyticsFormat'

import type { AnalyticsReport } from '../report'

/** The 5 most viewed pages of the period (back office §9). */
export function TopPages({ pages }: { pages: AnalyticsReport['topPages'] }) {
  return (
    <section className="bk-analytics__card" aria-labelledby="bk-analytics-top-pages">
      <h2 id="bk-analytics-top-pages">Pages les plus visitées</h2>
      {pages.length === 0 ? (
        <p className="bk-analytics__muted">Aucune visite enregistrée pour le moment.</p>
      ) : (
        <ol className="bk-analytics__pages">
          {pages.map((page) => (
            <li key={page.path}>
              <span className="bk-analytics__page">
                <span className="bk-analytics__page-title">{page.title}</span>
                <span className="bk-analytics__muted">{page.path}</span>
              </span>
              <span className="bk-analytics__page-views">
                {formatCount(page.views)} vue{page.views > 1 ? 's' : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
