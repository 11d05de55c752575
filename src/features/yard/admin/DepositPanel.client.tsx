'use client'

import { FilterBar } from '@/admin/FilterBar'
import { Panel } from '@/admin/Panel'
import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatLongDateTime, formatPrice } from '@/lib/format'
import { depositsSlug, reservationsSlug } from '@/lib/slugs'

import {
  DEPOSIT_KIND_LABELS,
  type DepositKind,
  MEANS_WITH_REFERENCE,
  PAYMENT_MEANS,
  PAYMENT_MEANS_LABELS,
  type PaymentMeans,
} from '../labels'
import { newKey } from '../queue'
import type { DepositState } from '../deposit'

import './deposit.scss'

/**
 * « Caution » on a reservation's screen (#62): what is asked (the machines' deposits), received
 * and given back, each movement with its receipt; the next one to record, filled in (the rest
 * to receive, or what is held less the damages noted at the return).
 */
export function DepositPanel() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<DepositState | null>(null)
  const [kind, setKind] = useState<DepositKind>('received')
  const [amount, setAmount] = useState('')
  const [means, setMeans] = useState<PaymentMeans>('cash')
  const [reference, setReference] = useState('')
  const [key, setKey] = useState(newKey)
  const [busy, setBusy] = useState(false)
  const address = `/api/cms/${reservationsSlug}/${id}/deposit`

  const shown = useCallback((next: DepositState) => {
    setState(next)
    setAmount(next.next ? String(next.next.amount) : '')
    if (next.next) setKind(next.next.kind)
  }, [])

  useEffect(() => {
    if (!id) return
    void fetch(address, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((read: DepositState | null) => read && shown(read))
      .catch(() => undefined)
  }, [address, id, shown])

  async function record() {
    setBusy(true)
    const response = await fetch(address, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key,
        kind,
        amount: Number(amount),
        means,
        reference: reference.trim() || undefined,
      }),
    }).catch(() => null)
    const answer = ((await response?.json().catch(() => null)) ?? {}) as {
      message?: string
      state?: DepositState
    }
    if (response?.ok && answer.state) {
      toast.success(answer.message ?? '')
      shown(answer.state)
      setReference('')
      setKey(newKey())
    } else toast.error(answer.message || 'Caution non enregistrée : réessayez.')
    setBusy(false)
  }

  if (!id || !state) return null
  const price = (value: number) => formatPrice(value)
  return (
    <Panel id="bk-deposit-title" title="Caution" className="bk-deposit">
      <dl className="bk-deposit__figures">
        <div>
          <dt>Demandée</dt>
          <dd>{price(state.expected)}</dd>
        </div>
        <div>
          <dt>Reçue</dt>
          <dd>{price(state.received)}</dd>
        </div>
        <div>
          <dt>Remboursée</dt>
          <dd>{price(state.refunded)}</dd>
        </div>
        {state.damages ? (
          <div>
            <dt>Dégâts au retour</dt>
            <dd>{price(state.damages)}</dd>
          </div>
        ) : null}
      </dl>
      {state.movements.length ? (
        <ul className="bk-deposit__movements">
          {state.movements.map((movement) => (
            <li key={movement.id}>
              {DEPOSIT_KIND_LABELS[movement.kind]} · {price(movement.amount)} · {movement.means}
              {movement.reference ? ` (${movement.reference})` : ''} ·{' '}
              {formatLongDateTime(movement.recordedAt)} ·{' '}
              <a
                href={`/api/cms/${depositsSlug}/${movement.id}/receipt.pdf`}
                target="_blank"
                rel="noreferrer"
              >
                Reçu (PDF)
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <FilterBar as="div">
        <label>
          Mouvement
          <select value={kind} onChange={(event) => setKind(event.target.value as DepositKind)}>
            {(['received', 'refunded'] as const).map((value) => (
              <option key={value} value={value}>
                {DEPOSIT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Montant (FCFA)
          <input
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label>
          Moyen
          <select value={means} onChange={(event) => setMeans(event.target.value as PaymentMeans)}>
            {PAYMENT_MEANS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_MEANS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {MEANS_WITH_REFERENCE.includes(means) ? (
          <label>
            Référence
            <input
              maxLength={100}
              value={reference}
              placeholder={means === 'mobile-money' ? 'N° de transaction' : 'N°'}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
        ) : null}
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy || !amount}
          onClick={record}
        >
          Enregistrer
        </button>
      </FilterBar>
    </Panel>
  )
}
