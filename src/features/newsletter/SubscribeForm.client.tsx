'use client'

import { type FormEvent, useEffect, useState } from 'react'

import {
  sendOrKeep,
  newSubmissionKey,
  onKeptFormsSent,
  readyForOffline,
} from '@/features/offline/keptForms'
import { useSiteText } from '@/ui/SiteText.client'
import { useApiWords } from '@/ui/useApiWords'
import { EMAIL_MAX, HONEYPOT_NAME } from '@/platform/forms/fields'
import { apiUrl, type ApiBody } from '@/platform/browser/apiClient'
import { NEWSLETTER_SUCCESS_MS } from '@/lib/constants'

/** Where the form goes: sent by its script, or posted as it is before the script runs (#63). */
const SUBSCRIBE = '/newsletter/subscribe'

type Props = {
  source: 'newsletter' | 'maintenance'
  placeholder: string
  buttonText: string
  successMessage: string
  /** On the home's dark blue band: the button in the site's amber, as the hero's (blue on it reads as text). */
  onDark?: boolean
}

/**
 * The newsletter box: an empty submit does nothing; a stored address shows the success message
 * for 3 s (the specification's constant), then the cleared form again, under which the next step
 * (open the confirmation mail) stays until the visitor types another address; a failure shows a
 * French error and keeps the address. Without a network the address is kept on the phone and
 * sent when it returns (the server takes an address twice as once).
 */
export function SubscribeForm({
  source,
  placeholder,
  buttonText,
  successMessage,
  onDark = false,
}: Props) {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle')
  const [error, setError] = useState('')
  const [next, setNext] = useState('')
  const { text, locale } = useSiteText()
  const words = text.newsletter

  const said = useApiWords()

  const succeeded = (nextStep: string) => {
    // what happens next: the confirmation mail to open (double opt-in)
    setNext(nextStep)
    setEmail('')
    setState('done')
    window.setTimeout(() => setState('idle'), NEWSLETTER_SUCCESS_MS)
  }

  useEffect(
    () =>
      onKeptFormsSent('newsletter', (sent) => {
        const last = sent.at(-1)!
        if (last.ok) return succeeded(said.answer(last.message, words.subscribed))
        setError(said.refusal(last, words.failed))
        setState('error')
      }),
    [words, said],
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim() || state === 'sending') return
    const form = new FormData(event.currentTarget)
    setState('sending')
    const honeypot = form.get(HONEYPOT_NAME)
    const body = {
      email,
      source,
      locale,
      website: typeof honeypot === 'string' ? honeypot : '',
    } satisfies ApiBody<'/api/newsletter/subscribe', 'post'>
    const sent = await sendOrKeep({
      key: newSubmissionKey(),
      kind: 'newsletter',
      path: SUBSCRIBE,
      body,
    })
    if (sent.outcome === 'sent') return succeeded(said.answer(sent.message, words.subscribed))
    if (sent.outcome === 'kept') {
      setEmail('')
      setNext(words.keptOffline)
      setState('idle')
      return
    }
    setError(said.refusal(sent, words.failed))
    setState('error')
  }

  const nextStep = next && (
    <p className="mt-1 text-sm" data-next-step="">
      {next}
    </p>
  )
  if (state === 'done') {
    return (
      <div role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-800">
        <p className="font-medium">{successMessage}</p>
        {nextStep}
      </div>
    )
  }
  return (
    <form
      method="post"
      action={apiUrl(SUBSCRIBE)}
      onSubmit={submit}
      onFocus={readyForOffline}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap"
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="locale" value={locale} />
      <label className="sr-only" htmlFor={`newsletter-${source}`}>
        {placeholder}
      </label>
      <input
        id={`newsletter-${source}`}
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          // another address: the last one's next step has been read
          setNext('')
        }}
        placeholder={placeholder}
        className="flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900"
      />
      {/* robots fill every field; people never see this one */}
      <input
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="hidden"
      />
      <button
        type="submit"
        disabled={state === 'sending'}
        className={`rounded-lg px-6 py-3 font-semibold disabled:opacity-60 ${
          onDark
            ? 'bg-amber-400 text-slate-900 hover:bg-amber-300'
            : 'bg-blue-700 text-white hover:bg-blue-800'
        }`}
      >
        {buttonText}
      </button>
      {state === 'error' && (
        // a light box: the newsletter section is dark blue, red text on it could not be read
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-2 text-sm font-medium text-red-800 sm:basis-full"
        >
          {error}
        </p>
      )}
      <div
        role="status"
        className={
          next ? 'rounded-lg bg-green-50 px-4 py-2 text-green-800 sm:basis-full' : 'sr-only'
        }
      >
        {nextStep}
      </div>
    </form>
  )
}
