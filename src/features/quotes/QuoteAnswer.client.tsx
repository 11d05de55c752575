'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import { useApiWords } from '@/ui/useApiWords'
import { QUOTE_ANSWER_MAX as MAX } from '@/platform/forms/quoteAnswer'
import { apiCall } from '@/platform/browser/apiClient'

type Props = { reference: string; token: string; name: string }

/**
 * « Accepter le devis » (with the name of who accepts) and « Refuser » (with an optional reason):
 * the answer is sent with the link's token, then the page is read again to show it.
 */
export function QuoteAnswer({ reference, token, name: initialName }: Props) {
  const router = useRouter()
  const ids = useId()
  const words = useSiteText().text.customerQuote
  const said = useApiWords()
  const [name, setName] = useState(initialName)
  const [reason, setReason] = useState('')
  const [refusing, setRefusing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function send(action: 'accept' | 'refuse') {
    setBusy(true)
    setError('')
    try {
      const answer = await apiCall(
        'POST',
        `/quotes/${encodeURIComponent(reference)}/${action}`,
        action === 'accept' ? { token, name } : { token, reason },
      )
      setDone(said.answer(answer.message, action === 'accept' ? words.accepted : words.refused))
      router.refresh()
    } catch (failure) {
      setError(said.refusal(failure, words.answerFailed))
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
        {done}
      </p>
    )
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void send('accept')
        }}
        className="space-y-3"
      >
        <label htmlFor={`${ids}-name`} className="block text-sm font-semibold text-slate-700">
          {words.yourName}
        </label>
        <input
          id={`${ids}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={MAX.name}
          autoComplete="name"
          className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-lg bg-blue-700 px-5 font-semibold text-white disabled:opacity-60 sm:w-auto"
        >
          {words.accept}
        </button>
      </form>
      {refusing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void send('refuse')
          }}
          className="space-y-3 border-t border-slate-200 pt-4"
        >
          <label htmlFor={`${ids}-reason`} className="block text-sm font-semibold text-slate-700">
            {words.refuseReason}
          </label>
          <textarea
            id={`${ids}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={MAX.reason}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 p-3"
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-lg border border-red-700 px-5 font-semibold text-red-800 disabled:opacity-60"
          >
            {words.confirmRefusal}
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setRefusing(true)}
          className="min-h-11 text-sm font-semibold text-slate-600 underline"
        >
          {words.refuse}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
