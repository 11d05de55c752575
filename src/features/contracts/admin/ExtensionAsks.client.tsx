'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { formatDay, formatLongDateTime, formatPrice } from '@/lib/format'
import { extensionsSlug } from '@/lib/slugs'

import { EXTENSION_STATUS_LABELS } from '../labels'
import type { ContractState } from '../prepare'

type Ask = ContractState['extensions'][number]

/** Where an ask stands, in one line. */
function askLine(ask: Ask) {
  const parts = [
    `Jusqu’au ${formatDay(ask.askedEnd)} (fin prévue le ${formatDay(ask.endBefore)}), demandée le ${formatLongDateTime(ask.askedAt)}`,
    EXTENSION_STATUS_LABELS[ask.status],
  ]
  if (ask.status === 'proposed' && ask.proposedEnd)
    parts.push(`jusqu’au ${formatDay(ask.proposedEnd)}, en attente du client`)
  if (ask.status === 'accepted' && ask.price != null)
    parts.push(`${formatPrice(ask.price)} HT de jours ajoutés`)
  return parts.join(' · ')
}

/**
 * The customer's asks for more days on the reservation's screen (#62): the open one answered
 * here (accepted when the same units are free; another day proposed, the last free one filled
 * in; refused), the others listed. `answered` reads the panel again.
 */
export function ExtensionAsks({ asks, answered }: { asks: Ask[]; answered: () => void }) {
  const open = asks.find((ask) => ask.status === 'asked')
  const [day, setDay] = useState(open?.freeUntil ?? '')
  const [busy, setBusy] = useState(false)
  if (!asks.length) return null

  async function answer(action: 'accept' | 'propose' | 'refuse') {
    if (!open) return
    setBusy(true)
    const response = await fetch(`/api/cms/${extensionsSlug}/${open.id}/answer`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(action === 'propose' ? { action, endDate: day } : { action }),
    }).catch(() => null)
    const body = ((await response?.json().catch(() => null)) ?? {}) as { message?: string }
    if (response?.ok) {
      toast.success(body.message ?? '')
      answered()
    } else toast.error(body.message || 'Réponse non enregistrée : réessayez.')
    setBusy(false)
  }

  return (
    <div className="bk-contract__extensions">
      <h4>Prolongations demandées</h4>
      <ul>
        {asks.map((ask) => (
          <li key={ask.id}>{askLine(ask)}</li>
        ))}
      </ul>
      {open ? (
        <div className="bk-contract__answer">
          <p>
            {open.freeUntil === open.askedEnd
              ? 'Les mêmes unités sont libres jusqu’au jour demandé.'
              : open.freeUntil
                ? `Les mêmes unités ne sont libres que jusqu’au ${formatDay(open.freeUntil)}.`
                : 'Les mêmes unités ne sont pas libres après la fin prévue.'}
          </p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy || open.freeUntil !== open.askedEnd}
            onClick={() => void answer('accept')}
          >
            Accepter jusqu’au {formatDay(open.askedEnd)}
          </button>
          <label>
            Autre date
            <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </label>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            disabled={busy || !day}
            onClick={() => void answer('propose')}
          >
            Proposer cette date
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            disabled={busy}
            onClick={() => void answer('refuse')}
          >
            Refuser
          </button>
        </div>
      ) : null}
    </div>
  )
}
