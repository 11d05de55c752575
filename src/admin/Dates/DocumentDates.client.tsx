'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { formatLongDateTime } from '@/lib/format'

import './documentDates.scss'

/**
 * A document's last change and creation on the company's clock, in place of Payload's header
 * dates, which follow the device's zone and take no other (3.90, DocumentControls; hidden by
 * src/app/(payload)/custom.scss; these in documentDates.scss beside this file). Nothing on a
 * document not yet created.
 */
export function DocumentDates() {
  const { id, savedDocumentData } = useDocumentInfo()
  const updatedAt = savedDocumentData?.updatedAt as string | undefined
  const createdAt = savedDocumentData?.createdAt as string | undefined
  if (!id || !updatedAt) return null
  return (
    <p className="bk-document-dates">
      <span>Modifié le {formatLongDateTime(updatedAt)}</span>
      {createdAt && <span>Créé le {formatLongDateTime(createdAt)}</span>}
    </p>
  )
}
