'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { equipmentUnitsSlug } from '@/lib/slugs'

/**
 * « Bloquer pour révision » (#62): one click blocks the unit's first free day for its service
 * (serviceBlock.config.ts); the answer's French says which day, or why not.
 */
export function ServiceBlockButton({ unit, fleetNumber }: { unit: number; fleetNumber: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function block() {
    setBusy(true)
    const response = await fetch(`/api/cms/${equipmentUnitsSlug}/${unit}/service-block`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const { message } = ((await response?.json().catch(() => null)) ?? {}) as { message?: string }
    if (response?.ok) {
      toast.success(message ?? '')
      router.refresh()
    } else toast.error(message || 'Blocage impossible : réessayez, ou ajoutez-le dans l’unité.')
    setBusy(false)
  }
  return (
    <button
      type="button"
      className="bk-planning__service-block"
      disabled={busy}
      aria-label={`Bloquer ${fleetNumber} pour révision`}
      onClick={block}
    >
      Bloquer pour révision
    </button>
  )
}
