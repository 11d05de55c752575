'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { fr } from '@/i18n/fr'

type Props = { loginUrl: string; forgotUrl: string; next: string }

/** The message of a refused login (back office §8): the server's own, else by status. */
async function refusal(response: Response): Promise<string> {
  if (response.status === 500) return fr.auth.serverError
  const body = (await response.json().catch(() => null)) as {
    message?: string
    errors?: { message?: string }[]
  } | null
  const message = body?.errors?.[0]?.message ?? body?.message
  if (message) return message
  return response.status === 401 ? fr.auth.invalidCredentials : fr.auth.loginError
}

/**
 * Email and password, the password shown or hidden on demand; Enter submits; the button waits
 * for both fields and for the request (back office §2, §5). A session cookie is set by Payload's
 * login route, then the whole admin loads for the signed-in user.
 */
export function LoginForm({ loginUrl, forgotUrl, next }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password || pending) return
    setPending(true)
    setError('')
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      })
      if (response.ok) {
        window.location.assign(next)
        return
      }
      setError(await refusal(response))
    } catch {
      setError(fr.auth.loginError)
    }
    setPending(false)
  }

  return (
    <form className="login__form bk-login" onSubmit={submit} noValidate>
      <div className="login__form__inputWrap">
        <div className="field-type email">
          <label className="field-label bk-required" htmlFor="field-email">
            E-mail
          </label>
          <div className="field-type__wrap">
            <input
              id="field-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        </div>
        <div className="field-type password">
          <label className="field-label bk-required" htmlFor="field-password">
            Mot de passe
          </label>
          <div className="field-type__wrap bk-login__password">
            <input
              id="field-password"
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="bk-login__reveal"
              aria-pressed={shown}
              aria-label={shown ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
              title={shown ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          </div>
        </div>
      </div>
      {error && (
        <p className="bk-login__error" role="alert">
          {error}
        </p>
      )}
      <a href={forgotUrl}>Mot de passe oublié ?</a>
      <button
        type="submit"
        className="btn btn--style-primary btn--size-large bk-login__submit"
        disabled={!email.trim() || !password || pending}
      >
        {pending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  )
}
