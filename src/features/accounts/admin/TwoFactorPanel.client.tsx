'use client'

import { toast, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'

import './twoFactor.scss'

type Setup = ApiData<'/api/auth/two-factor/setup', 'post'>

/** The six digits (or a recovery code) the user types, with the label the tests look for. */
function CodeForm({
  label,
  action,
  onCode,
}: {
  label: string
  action: string
  onCode: (code: string) => Promise<void>
}) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setBusy(true)
    await onCode(code.trim()).finally(() => setBusy(false))
  }
  return (
    // a div, not a form: the account screen is already one
    <div className="bk-two-factor__code">
      <label htmlFor="bk-two-factor-code">{label}</label>
      <input
        id="bk-two-factor-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit(event)
        }}
      />
      <button
        type="button"
        className="bk-action"
        disabled={busy || code.trim().length < 6}
        onClick={(event) => void submit(event)}
      >
        {action}
      </button>
    </div>
  )
}

/**
 * « Double authentification » on the account screen. One's own account: turn it on (a QR code
 * and its secret for any authenticator app, a code to confirm, then the 8 recovery codes shown
 * once) or off (with a code). A super-administrator on another account: turn it off.
 */
export function TwoFactorPanel({ path }: { path: string }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value } = useField<boolean>({ path })
  const router = useRouter()
  const [enabled, setEnabled] = useState(Boolean(value))
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const own = user != null && String(user.id) === String(id)
  const failed = (error: Error) => {
    toast.error(error.message || frenchOnly.auth.loginError)
  }

  if (!own && !(user?.role === 'super-admin' && enabled)) return null

  const start = () =>
    apiCall<Setup>('POST', '/auth/two-factor/setup').then(
      (answer) => setSetup(answer.data ?? null),
      failed,
    )
  const confirm = (code: string) =>
    apiCall<{ recoveryCodes: string[] }>('POST', '/auth/two-factor/confirm', { code }).then(
      (answer) => {
        setCodes(answer.data?.recoveryCodes ?? [])
        setSetup(null)
        setEnabled(true)
        toast.success(frenchOnly.auth.twoFactor.enabled)
      },
      failed,
    )
  const disable = (code: string | null) =>
    apiCall('POST', code === null ? `/auth/two-factor/disable/${id}` : '/auth/two-factor/disable', {
      ...(code !== null && { code }),
    }).then(() => {
      setEnabled(false)
      setCodes(null)
      toast.success(frenchOnly.auth.twoFactor.disabled)
      router.refresh()
    }, failed)

  return (
    <section className="bk-settings-panel bk-two-factor" aria-labelledby="bk-two-factor-title">
      <h2 id="bk-two-factor-title">Double authentification</h2>
      <p role="status">
        {enabled
          ? 'Activée : la connexion demande un code après le mot de passe.'
          : 'Désactivée : le mot de passe suffit pour se connecter.'}
      </p>
      {codes && (
        <div className="bk-two-factor__codes">
          <p>
            <strong>Codes de secours</strong> : chacun remplace une fois le code de l’application
            (téléphone perdu). Notez-les maintenant, ils ne seront plus affichés.
          </p>
          <ul aria-label="Codes de secours">
            {codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {own && !enabled && !setup && (
        <button type="button" className="bk-action" onClick={() => void start()}>
          Activer la double authentification
        </button>
      )}
      {own && !enabled && setup && (
        <div className="bk-two-factor__setup">
          <p>
            Scannez ce QR code avec une application d’authentification (Google Authenticator,
            Microsoft Authenticator, FreeOTP…), ou saisissez la clé à la main.
          </p>
          <div
            className="bk-two-factor__qr"
            role="img"
            aria-label="QR code de la double authentification"
            // the server's SVG, drawn by the qrcode library from the otpauth URI
            dangerouslySetInnerHTML={{ __html: setup.qrCode }}
          />
          <p>
            Clé : <code data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <CodeForm label="Code à 6 chiffres" action="Confirmer" onCode={confirm} />
        </div>
      )}
      {own && enabled && (
        <CodeForm
          label="Code actuel (ou code de secours) pour désactiver"
          action="Désactiver"
          onCode={disable}
        />
      )}
      {!own && enabled && (
        <button
          type="button"
          className="bk-action bk-action--danger"
          onClick={() => {
            if (window.confirm(frenchOnly.auth.twoFactor.disableOtherConfirm)) void disable(null)
          }}
        >
          Désactiver pour ce compte
        </button>
      )}
    </section>
  )
}
