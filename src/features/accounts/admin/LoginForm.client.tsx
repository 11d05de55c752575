'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'

type Props = { loginUrl: string; forgotUrl: string; next: string; expired?: boolean }

type Refusal = {
  message?: string
  errors?: { message?: string; data?: { twoFactor?: boolean; challenge?: string } }[]
}

/** The message of a refused login (back office §8): the server's own, else by status. */
function refusal(response: Response, body: Refusal | null): string {
  if (response.status === 500) return frenchOnly.auth.serverError
  const message = body?.errors?.[0]?.message ?? body?.message
  if (message) return message
  return response.status === 401 ? frenchOnly.auth.invalidCredentials : frenchOnly.auth.loginError
}

/**
 * Email and password, the password shown or hidden on demand; Enter submits; the button waits
 * for both fields and for the request (back office §2, §5). A session cookie is set by Payload's
 * login route, then the whole admin loads for the signed-in user. An account with two-factor on
 * answers a challenge instead: the form then asks for the code of the authenticator app (or a
 * recovery code), which /api/auth/login/two-factor exchanges for the session cookie.
 */
export function LoginForm({ loginUrl, forgotUrl, next, expired = false }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')
  const [challenge, setChallenge] = useState('')
  const [code, setCode] = useState('')

  async function post(url: string, body: object) {
    setPending(true)
    setError('')
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) {
        window.location.assign(next)
        return
      }
      const answer = (await response.json().catch(() => null)) as Refusal | null
      const asked = answer?.errors?.[0]?.data
      if (asked?.twoFactor && asked.challenge) {
        setChallenge(asked.challenge)
        setCode('')
      } else {
        setError(refusal(response, answer))
      }
    } catch {
      setError(frenchOnly.auth.loginError)
    }
    setPending(false)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    if (challenge) {
      if (code.trim().length >= 6)
        await post('/api/auth/login/two-factor', { challenge, code: code.trim() })
      return
    }
    if (!email.trim() || !password) return
    await post(loginUrl, { email: email.trim(), password })
  }

  const refused = error && (
    <p className="bk-login__error" role="alert">
      {error}
    </p>
  )

  if (challenge)
    return (
      <form className="login__form bk-login" onSubmit={submit} noValidate>
        <p className="bk-login__step">{frenchOnly.auth.twoFactor.required}</p>
        <div className="field-type text">
          <label className="field-label bk-required" htmlFor="field-code">
            Code de vérification
          </label>
          <div className="field-type__wrap">
            <input
              id="field-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
        </div>
        {refused}
        <button
          type="button"
          className="bk-login__back"
          onClick={() => {
            setChallenge('')
            setError('')
          }}
        >
          Revenir au mot de passe
        </button>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-large bk-login__submit"
          disabled={code.trim().length < 6 || pending}
        >
          {pending ? 'Vérification…' : 'Vérifier'}
        </button>
      </form>
    )

  return (
    <form className="login__form bk-login" onSubmit={submit} noValidate>
      {expired && !error && (
        <p className="bk-login__notice" role="status">
          {frenchOnly.auth.sessionExpired}
        </p>
      )}
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
      {refused}
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
