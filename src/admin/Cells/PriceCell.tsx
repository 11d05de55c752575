import type { DefaultServerCellComponentProps } from 'payload'

import { formatPrice } from '@/lib/format'

/** An amount in FCFA as the site writes it (« 85 000 F CFA »); a dash when there is none. */
export function PriceCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return <span className="bk-muted">—</span>
  return <span className="bk-nowrap">{formatPrice(cellData)}</span>
}
