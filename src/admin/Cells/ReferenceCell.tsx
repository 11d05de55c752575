import type { DefaultServerCellComponentProps } from 'payload'

import { quoteReference } from '@/lib/quoteReference'

/** A request's reference in the Messages list (« DEV-000123 »), as the customer knows it. */
export function ReferenceCell({ rowData }: DefaultServerCellComponentProps) {
  if (!rowData?.id) return null
  return <span>{quoteReference(rowData.id as number)}</span>
}
