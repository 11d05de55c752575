'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { fill } from '@/i18n/site/template'
import { apiCall } from '@/platform/browser/apiClient'
import { QUOTE_ANSWER_MAX as MAX } from '@/platform/forms/quoteAnswer'
import { useSiteText } from '@/ui/SiteText.client'
import { useApiWords } from '@/ui/useApiWords'

type Props = {
  reference: string
  token: string
  contract: number
  sha256: string
  name: string
  /** how long a code lives, as the server says */
  minutes: number
}

/**
 * The contract's signature (#62): the box ticked and the name typed, a code asked by email, then
 * typed; the SHA-256 of the PDF shown goes with it, so a contract changed meanwhile is refused.
 */
export function ContractSign({
  reference,
  token,
  contract,
  sha256,
  name: initialName,
  minutes,
}: Props) {
  const router = useRouter()
  const ids = useId()
  const words = useSiteText().text.contract
  const said = useApiWords()
  const [consent, setConsent] = useState(false)
  const [name, setName] = useState(initialName)
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const path = `/contracts/${encodeURIComponent(reference)}`

  async function act(action: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await action()
    } catch (failure) {
      setError(said.refusal(failure, words.failed))
    } finally {
      setBusy(false)
    }
  }

  const askCode = () =>
    act(async () => {
      const answer = await apiCall<{ email: string; phone: string | null }>(
        'POST',
        `${path}/code`,
        { token, contract },
      )
      setSentTo(
        answer.data?.phone
          ? fill(words.emailAndPhone, { email: answer.data.email, phone: answer.data.phone })
          : (answer.data?.email ?? ''),
      )
    })

  const sign = () =>
    act(async () => {
      await apiCall('POST', `${path}/accept`, { token, contract, consent, name, code, sha256 })
      router.refresh()
    })

  const field = 'block min-h-11 w-full rounded-lg border border-slate-300 px-3'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void (sentTo ? sign() : askCode())
      }}
      className="space-y-4"
    >
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span>{words.consent}</span>
      </label>
      <div>
        <label htmlFor={`${ids}-name`} className="block text-sm font-semibold text-slate-700">
          {words.name}
        </label>
        <input
          id={`${ids}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={MAX.name}
          autoComplete="name"
          className={field}
        />
      </div>
      {sentTo && (
        <div className="space-y-2">
          <p role="status" className="text-sm text-slate-700">
            {fill(words.codeSent, { email: sentTo, minutes })}
          </p>
          <label htmlFor={`${ids}-code`} className="block text-sm font-semibold text-slate-700">
            {words.code}
          </label>
          <input
            id={`${ids}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            className={`${field} max-w-40 text-lg tracking-widest`}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-lg bg-blue-700 px-5 font-semibold text-white disabled:opacity-60 sm:w-auto"
        >
          {sentTo ? words.sign : words.sendCode}
        </button>
        {sentTo && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void askCode()}
            className="min-h-11 text-sm font-semibold text-slate-600 underline"
          >
            {words.sendAgain}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  )
}
