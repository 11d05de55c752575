import type { DefaultServerCellComponentProps } from 'payload'

import { DEPARTMENT_CARD_SERVICES } from '@/lib/constants'

/** A department's first three services, then '+N autres' (back office §2). */
export function FeaturesCell({ cellData }: DefaultServerCellComponentProps) {
  const features = Array.isArray(cellData) ? (cellData as string[]) : []
  const rest = features.length - DEPARTMENT_CARD_SERVICES
  return (
    <span>
      {features.slice(0, DEPARTMENT_CARD_SERVICES).join(', ')}
      {rest > 0 && <span className="bk-muted"> +{rest} autres</span>}
    </span>
  )
}
