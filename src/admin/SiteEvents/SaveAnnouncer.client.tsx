'use client'

import { useDocumentEvents } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { announce, eventsOfSave } from '@/platform/browser/siteEvents'

/**
 * Around the whole admin: each Save of a document or global announces the spec's browser events
 * it stands for (homepageDataUpdated, topBarUpdated, brandingUpdated, maintenanceUpdated), to
 * this tab and to the public pages open in others.
 */
export function SaveAnnouncer({ children }: { children?: ReactNode }) {
  const { mostRecentUpdate } = useDocumentEvents()
  useEffect(() => {
    if (mostRecentUpdate) announce(...eventsOfSave(mostRecentUpdate.entitySlug))
  }, [mostRecentUpdate])
  return <>{children}</>
}
