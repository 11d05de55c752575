import { formatChange, formatCount, formatRevenueMillions } from './analyticsFormat'

import type { AnalyticsReport } from '../report'
import { frenchOnly } from '@/i18n/frenchOnly'

type TrendKey = keyof AnalyticsReport['trends']

const TRENDS: { key: TrendKey; label: string; format: (value: number) => string }[] = [
  { key: 'visits', label: 'Visites', format: formatCount },
  { key: 'inquiries', label: 'Devis demandés', format: formatCount },
  { key: 'equipment', label: 'Équipements loués', format: formatCount },
  { key: 'revenue', label: frenchOnly.analytics.revenueLabel, format: formatRevenueMillions },
]

/** The four headline figures of the last 30 days, each with its change against the 30 before. */
export function TrendCards({ trends }: { trends: AnalyticsReport['trends'] }) {
  return (
    <ul className="bk-analytics__trends" aria-label="Indicateurs des 30 derniers jours">
      {TRENDS.map(({ key, label, format }) => {
        const change = formatChange(trends[key].change)
        return (
          <li key={key} className="bk-analytics__card" data-trend={key}>
            <span className="bk-analytics__label">{label}</span>
            <span className="bk-analytics__value">{format(trends[key].current)}</span>
            {key === 'revenue' && (
              <span className="bk-analytics__muted">{frenchOnly.analytics.revenueHow}</span>
            )}
            <span className="bk-analytics__trend">
              <span className={`bk-analytics__change bk-analytics__change--${change.direction}`}>
                {change.text}
              </span>{' '}
              <span className="bk-analytics__muted">vs 30 jours précédents</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
