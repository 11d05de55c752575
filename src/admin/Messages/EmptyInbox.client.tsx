'use client'

import { useListQuery } from '@payloadcms/ui'

/**
 * The inbox's empty state (back office §2, 'Aucun message'): shown instead of Payload's generic
 * "no results" when no message exists at all, not when a search or filter finds none.
 */
export function EmptyInbox() {
  const { data, query } = useListQuery()
  const filtered = Boolean(query?.search) || Boolean(query?.where && Object.keys(query.where).length > 0)
  if (!data || data.totalDocs > 0 || filtered) return null
  return (
    <div className="bk-empty-inbox" role="status">
      <p className="bk-empty-inbox__title">Aucun message</p>
      <p className="bk-dash__muted">Les demandes de devis envoyées depuis le formulaire de contact du site apparaîtront ici.</p>
    </div>
  )
}
