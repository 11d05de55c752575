'use client'

import { Panel } from '@/admin/Panel'
import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatLongDateTime } from '@/lib/format'
import { contractsSlug, reservationsSlug } from '@/lib/slugs'

import type { ContractState } from '../prepare'

import { ExtensionAsks } from './ExtensionAsks.client'

import './contract.scss'

/**
 * « Contrat » on a reservation's screen (#62): its versions, each with its PDF and whether the
 * customer signed it (the signed PDF then); « Préparer le contrat » draws a first version, or a
 * new one when the reservation, its quote or the settings changed what it says.
 */
export function ContractPanel() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<ContractState | null>(null)
  const [busy, setBusy] = useState(false)
  const address = `/api/cms/${reservationsSlug}/${id}/contract`

  const read = useCallback(() => {
    void fetch(address, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: ContractState | null) => answer && setState(answer))
      .catch(() => undefined)
  }, [address])

  useEffect(() => {
    if (id) read()
  }, [id, read])

  async function prepare() {
    setBusy(true)
    const response = await fetch(address, { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const answer = ((await response?.json().catch(() => null)) ?? {}) as {
      message?: string
      state?: ContractState
    }
    if (response?.ok && answer.state) {
      toast.success(answer.message ?? '')
      setState(answer.state)
    } else toast.error(answer.message || 'Contrat non préparé : réessayez.')
    setBusy(false)
  }

  if (!id || !state) return null
  const pdf = (contract: number, signed = false) =>
    `/api/cms/${contractsSlug}/${contract}/contract.pdf${signed ? '?signed=1' : ''}`
  return (
    <Panel id="bk-contract-title" title="Contrat de location" className="bk-contract">
      {state.versions.length ? (
        <ul className="bk-contract__versions">
          {state.versions.map((version) => (
            <li key={version.id}>
              <strong>Version {version.version}</strong> · préparée le{' '}
              {formatLongDateTime(version.preparedAt)} ·{' '}
              {version.acceptedAt ? (
                <span className="bk-contract__signed">
                  signée le {formatLongDateTime(version.acceptedAt)} par {version.acceptedBy}
                </span>
              ) : version.codeSentAt ? (
                `code envoyé le ${formatLongDateTime(version.codeSentAt)}, pas encore signée`
              ) : (
                'pas encore signée'
              )}{' '}
              ·{' '}
              <a href={pdf(version.id)} target="_blank" rel="noreferrer">
                PDF
              </a>
              {version.acceptedAt ? (
                <>
                  {' · '}
                  <a href={pdf(version.id, true)} target="_blank" rel="noreferrer">
                    PDF signé avec sa preuve
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Aucun contrat encore. Il se prépare d’après la réservation confirmée et le devis accepté
          par le client, qui le signe sur sa page de devis.
        </p>
      )}
      <button
        type="button"
        className="btn btn--style-primary btn--size-medium"
        disabled={busy}
        onClick={prepare}
      >
        {state.versions.length ? 'Préparer une nouvelle version' : 'Préparer le contrat'}
      </button>
      <ExtensionAsks key={state.extensions[0]?.id} asks={state.extensions} answered={read} />
    </Panel>
  )
}
