'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'
import { HOMEPAGE_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/platform/browser/siteEvents'

import { Switch } from '../Switch'

type Props = {
  sectionId: string
  active: boolean
  /** The value the server stored. */
  onStored: (active: boolean) => void
  /** The id of the element naming the switch. */
  labelledBy: string
}

/**
 * A homepage section's on/off switch (back office §2): it flips and saves at once through the
 * /api contract, without waiting for any Save.
 */
export function SectionToggle({ sectionId, active, onStored, labelledBy }: Props) {
  const [busy, setBusy] = useState(false)

  const flip = async () => {
    setBusy(true)
    try {
      const answer = await apiCall<ApiData<'/api/admin/homepage/sections/{id}/toggle', 'patch'>>(
        'PATCH',
        `/admin/homepage/sections/${sectionId}/toggle`,
      )
      onStored(Boolean(answer.data?.isActive))
      toast.success(answer.message ?? frenchOnly.admin.sectionSaved)
      announce(HOMEPAGE_UPDATED_EVENT)
    } catch {
      toast.error(frenchOnly.admin.sectionUpdateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Switch checked={active} busy={busy} onClick={() => void flip()} labelledBy={labelledBy}>
      {active ? 'Active' : 'Inactive'}
    </Switch>
  )
}
