import type { ClientText } from '@/i18n/site/fr'
import { equipmentStatusLabel } from '@/lib/labels'

const TONES: Record<string, string> = {
  available: 'bg-green-700 text-white',
  rented: 'bg-orange-700 text-white',
  maintenance: 'bg-yellow-300 text-slate-900',
  sold: 'bg-slate-700 text-white',
}

export function StatusBadge({
  status,
  labels,
}: {
  status: string
  /** The page's language's statuses. */
  labels: ClientText['labels']['equipmentStatuses']
}) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[status] ?? 'bg-red-700 text-white'}`}
    >
      {equipmentStatusLabel(status, labels)}
    </span>
  )
}
