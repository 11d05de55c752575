import { formatDate } from '@payloadcms/ui/shared'
import Link from 'next/link'
import type { DateField, DefaultServerCellComponentProps } from 'payload'

import { COMPANY_TIME_ZONE } from '@/lib/timeZone'

/**
 * A date in a list on the company's clock, in the field's own format or the admin's (« 23
 * novembre 2026 à 19:32 »): Payload's cell uses the reader's device zone for every date but those
 * that keep a zone; a dash when there is none.
 */
export function DateCell({
  cellData,
  collectionSlug,
  field,
  i18n,
  link,
  linkURL,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const pattern =
    (field as DateField).admin?.date?.displayFormat ?? payload.config.admin.dateFormat ?? 'PPp'
  const text = cellData
    ? formatDate({ date: cellData, i18n, pattern, timezone: COMPANY_TIME_ZONE })
    : '—'
  // the list's first column opens its document, as Payload's own cell does (« Emails envoyés »)
  if (link) {
    const href =
      linkURL ?? `${payload.config.routes.admin}/collections/${collectionSlug}/${rowData.id}`
    return (
      <Link href={href} className="bk-nowrap" prefetch={false}>
        {text}
      </Link>
    )
  }
  return <span className={cellData ? 'bk-nowrap' : 'bk-muted'}>{text}</span>
}
