import { formatDate } from '@payloadcms/ui/shared'
import type { DateField, DefaultServerCellComponentProps } from 'payload'

import { COMPANY_TIME_ZONE } from '@/lib/timeZone'

/**
 * A date in a list on the company's clock, in the field's own format or the admin's (« 23
 * novembre 2026 à 19:32 »): Payload's cell uses the reader's device zone for every date but those
 * that keep a zone; a dash when there is none.
 */
export function DateCell({ cellData, field, i18n, payload }: DefaultServerCellComponentProps) {
  if (!cellData) return <span className="bk-muted">—</span>
  const pattern =
    (field as DateField).admin?.date?.displayFormat ?? payload.config.admin.dateFormat ?? 'PPp'
  return (
    <span className="bk-nowrap">
      {formatDate({ date: cellData, i18n, pattern, timezone: COMPANY_TIME_ZONE })}
    </span>
  )
}
