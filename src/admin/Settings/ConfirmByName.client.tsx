'use client'

import { useState } from 'react'

type Props = {
  /** The input's id, one per screen. */
  id: string
  companyName: string
  label: string
  busyLabel: string
  busy: boolean
  /** Called with what was typed, which the server checks again. */
  onConfirm: (typed: string) => Promise<unknown>
}

/**
 * A dangerous action of the settings screen (« Réinitialiser le site », « Restaurer une
 * sauvegarde »): its button waits for the company's name typed in full, case aside; the field
 * empties once the action is done.
 */
export function ConfirmByName({ id, companyName, label, busyLabel, busy, onConfirm }: Props) {
  const [typed, setTyped] = useState('')
  const matches = typed.trim().toLocaleLowerCase('fr') === companyName.toLocaleLowerCase('fr')
  return (
    <>
      <label htmlFor={id}>
        Pour confirmer, tapez le nom de l’entreprise : <strong>{companyName}</strong>
      </label>
      <input
        id={id}
        className="bk-input"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button
        type="button"
        className="bk-action bk-action--danger"
        disabled={!matches || busy}
        onClick={() => void onConfirm(typed).then((done) => done && setTyped(''))}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  )
}
