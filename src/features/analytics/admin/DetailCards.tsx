import { formatCount, formatDurationMinutes, formatPercent, shareOf } from './analyticsFormat'

import type { AnalyticsReport } from '../report'

type Props = Pick<AnalyticsReport, 'general' | 'contacts' | 'equipment'>

/** Each figure with the one that explains it: views and bounces, visitors and time spent… */
export function DetailCards({ general, contacts, equipment }: Props) {
  const details = [
    {
      label: 'Pages vues',
      value: formatCount(general.pageViews),
      note: `Taux de rebond : ${formatPercent(general.bounceRate)}`,
    },
    {
      label: 'Visiteurs uniques',
      value: formatCount(general.uniqueVisitors),
      note: `Durée moyenne : ${formatDurationMinutes(general.averageSessionDuration)}`,
    },
    {
      label: 'Messages non lus',
      value: formatCount(contacts.unreadContacts),
      note: `Taux de réponse : ${formatPercent(contacts.responseRate)}`,
    },
    // the estimated revenue is a headline figure (TrendCards): shown once
    {
      label: 'Parc en location',
      value: formatPercent(shareOf(equipment.rentedEquipment, equipment.totalEquipment)),
      note: `${formatCount(equipment.rentedEquipment)} équipements loués sur ${formatCount(equipment.totalEquipment)}`,
    },
  ]
  return (
    <ul className="bk-analytics__details" aria-label="Détails">
      {details.map((detail) => (
        <li key={detail.label} className="bk-analytics__card">
          <span className="bk-analytics__label">{detail.label}</span>
          <span className="bk-analytics__value bk-analytics__value--small">{detail.value}</span>
          <span className="bk-analytics__muted">{detail.note}</span>
        </li>
      ))}
    </ul>
  )
}
