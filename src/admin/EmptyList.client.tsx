'use client'

import { useListQuery } from '@payloadcms/ui'

type Props = { title: string; text: string; action?: { href: string; label: string } }

/**
 * A list's own empty state (back office §2: 'Aucun message', 'Aucun département'), shown instead
 * of Payload's generic "no results" when nothing exists at all, not when a search finds nothing.
 */
export function EmptyList({ title, text, action }: Props) {
  const { data, query } = useListQuery()
  const filtered =
    Boolean(query?.search) || Boolean(query?.where && Object.keys(query.where).length > 0)
  if (!data || data.totalDocs > 0 || filtered) return null
  return (
    <div className="bk-empty-list" role="status">
      <p className="bk-empty-list__title">{title}</p>
      <p className="bk-dash__muted">{text}</p>
      {action && (
        <a className="bk-action" href={action.href}>
          {action.label}
        </a>
      )}
    </div>
  )
}
