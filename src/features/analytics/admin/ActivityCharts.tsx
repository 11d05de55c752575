import { formatCount, formatPercent, shareOf } from './analyticsFormat'

import { BarList } from './BarList'
import type { AnalyticsReport } from '../report'

/** Where visitors go (department pages) and where they come from (traffic sources). */
export function ActivityCharts({ chartData }: { chartData: AnalyticsReport['chartData'] }) {
  const visits = chartData.trafficSources.reduce((sum, source) => sum + source.value, 0)
  return (
    <div className="bk-analytics__grid">
      <BarList
        title="Activité par département"
        empty="Aucune visite des pages départements pour le moment."
        bars={chartData.departments.map(({ name, percentage }) => ({
          name,
          percent: percentage,
          valueText: formatPercent(percentage),
        }))}
      />
      <BarList
        title="Sources de trafic"
        empty="Aucune visite enregistrée pour le moment."
        bars={chartData.trafficSources.map(({ name, value }) => ({
          name,
          percent: shareOf(value, visits),
          valueText: `${formatCount(value)} visite${value > 1 ? 's' : ''} (${formatPercent(shareOf(value, visits))})`,
        }))}
      />
    </div>
  )
}
