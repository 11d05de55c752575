'use client'

import { useEffect, useState } from 'react'

import {
  dropSend,
  onQueueChange,
  type QueuedSend,
  queuedSends,
  sendAnyway,
  sendQueued,
} from '../queue'

/** How often what waits is tried again while the page is open (the `online` event may not come). */
const RETRY_MS = 30_000

const STATE_WORDS = {
  waiting: 'En attente du réseau',
  conflict: 'Conflit',
  refused: 'Refusée',
} as const

/**
 * What waits on this phone to be sent (#62), on every yard screen: sent again when the network
 * comes back, every 30 s while the page is open and at each visit; a conflict is shown with
 * « Envoyer quand même », a refusal with its reason.
 */
export function YardOutbox() {
  const [sends, setSends] = useState<QueuedSend[]>([])

  useEffect(() => {
    const look = () => void queuedSends().then(setSends, () => undefined)
    const send = () => void sendQueued().catch(() => undefined)
    look()
    send()
    const stop = onQueueChange(look)
    window.addEventListener('online', send)
    const timer = window.setInterval(send, RETRY_MS)
    return () => {
      stop()
      window.removeEventListener('online', send)
      window.clearInterval(timer)
    }
  }, [])

  if (!sends.length) return null
  return (
    <section className="yard-outbox" aria-label="Fiches à envoyer">
      <h2>
        {sends.length} fiche{sends.length > 1 ? 's' : ''} sur ce téléphone
      </h2>
      <ul>
        {sends.map((send) => (
          <li key={send.key} data-state={send.state}>
            <p>
              <strong>{send.label}</strong> · {STATE_WORDS[send.state]} · {send.photos.length} photo
              {send.photos.length > 1 ? 's' : ''}
            </p>
            {send.message ? <p className="yard-problem">{send.message}</p> : null}
            {send.state === 'waiting' ? (
              <button
                type="button"
                className="yard-button yard-button--quiet"
                onClick={() => void sendQueued().catch(() => undefined)}
              >
                Envoyer maintenant
              </button>
            ) : null}
            {send.state === 'conflict' ? (
              <button
                type="button"
                className="yard-button"
                onClick={() =>
                  void sendAnyway(send).then(() => sendQueued().catch(() => undefined))
                }
              >
                Envoyer quand même
              </button>
            ) : null}
            {send.state !== 'waiting' ? (
              <button
                type="button"
                className="yard-button yard-button--quiet"
                onClick={() => {
                  if (window.confirm('Supprimer cette fiche et ses photos de ce téléphone ?'))
                    void dropSend(send.key)
                }}
              >
                Supprimer du téléphone
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
