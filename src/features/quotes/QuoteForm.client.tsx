'use client'

import { Send } from 'lucide-react'
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'

import {
  sendOrKeep,
  newSubmissionKey,
  onKeptFormsSent,
  readyForOffline,
} from '@/features/offline/keptForms'
import { useSiteText } from '@/ui/SiteText.client'
import { useApiWords } from '@/ui/useApiWords'
import { fill } from '@/i18n/site/template'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { apiUrl, type ApiBody, type ApiData } from '@/platform/browser/apiClient'
import { EMAIL_MAX, HONEYPOT_NAME } from '@/platform/forms/fields'
import {
  EMPTY_QUOTE_REQUEST,
  QUOTE_PHONE_MIN,
  QUOTE_REQUEST_MAX,
  type QuoteChoice,
  type QuoteRequestFields,
} from '@/platform/forms/quoteRequest'
import { QUOTE_BUDGETS, QUOTE_SERVICES } from '@/lib/labels'

import { QUOTE_PREFILL_EVENT, takeQuotePrefill } from './quotePrefill'

/**
 * The machine chosen, loaded once there is one (#63: most visits send no choice); the service
 * worker keeps its code at install, so a choice made offline still shows (scripts/lib/build.ts).
 */
const ChosenMachine = lazy(() =>
  import('@/features/quotes/ChosenMachine.client').then((module) => ({
    default: module.ChosenMachine,
  })),
)

const EMPTY = EMPTY_QUOTE_REQUEST
type Fields = QuoteRequestFields
const MAX = QUOTE_REQUEST_MAX
/** Where the form goes: sent by its script, or posted as it is before the script runs (#63). */
const QUOTE_REQUESTS = '/quote-requests'

const SENT = 'mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-green-800'
const KEPT_STYLE = 'mt-4 rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900'
const input = 'mt-2 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900'

/**
 * The quote request form: stored through POST /api/quote-requests. Success clears the form and
 * shows the confirmation with the request's reference (DEV-…) until the visitor starts another
 * request, announced to screen readers; a failure shows a French error and keeps the text.
 * Without a network the request is kept on the phone and sent when it returns, once (its
 * submission key); its reference shows here then, or at the next visit.
 */
export function QuoteForm({ successMessage }: { successMessage: string }) {
  const [fields, setFields] = useState<Fields>(EMPTY)
  // the machine chosen on its page or the calculator, sent as data (#59)
  const [choice, setChoice] = useState<QuoteChoice | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'kept' | 'error'>('idle')
  const [error, setError] = useState('')
  const [reference, setReference] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)
  const submissionKey = useRef('')
  const { text, locale } = useSiteText()
  const { quoteForm: words, labels, whatsapp } = text
  const said = useApiWords()

  useEffect(
    () =>
      onKeptFormsSent('quote', (sent) => {
        const last = sent.at(-1)!
        const data = last.data as { reference?: string } | null
        if (last.ok) {
          setReference(data?.reference ?? '')
          setState('sent')
        } else {
          setError(said.refusal(last, words.failed))
          setState('error')
        }
      }),
    [words, said],
  )

  useEffect(() => {
    const apply = () => {
      const prefill = takeQuotePrefill()
      if (prefill) {
        setFields((current) => ({
          ...current,
          subject: prefill.subject ?? current.subject,
          service: prefill.service ?? current.service,
        }))
        setChoice(prefill.choice ?? null)
        submissionKey.current = ''
      }
    }
    apply()
    window.addEventListener(QUOTE_PREFILL_EVENT, apply)
    return () => window.removeEventListener(QUOTE_PREFILL_EVENT, apply)
  }, [])

  /** A changed request is another submission: the server refuses a key sent with another body. */
  const changed = () => {
    submissionKey.current = ''
    // a new request begun: the last one's confirmation has been read
    setState((current) => (current === 'sent' || current === 'kept' ? 'idle' : current))
  }
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) => {
      setFields((current) => ({ ...current, [key]: value }))
      changed()
    }
  function changeChoice(next: QuoteChoice | null) {
    setChoice(next)
    changed()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'sending') return
    setState('sending')
    // one key per submission, the same for its sends again (the outbox's)
    submissionKey.current ||= newSubmissionKey()
    const key = submissionKey.current
    const body = {
      ...fields,
      ...(choice && {
        choice: {
          machine: choice.machine,
          unit: choice.unit,
          quantity: choice.quantity,
          ...(choice.startDate && { startDate: choice.startDate }),
          ...(choice.startDate && choice.endDate && { endDate: choice.endDate }),
        },
      }),
      locale,
      website: honeypot.current?.value ?? '',
    } satisfies ApiBody<'/api/quote-requests', 'post'>
    const sent = await sendOrKeep<ApiData<'/api/quote-requests', 'post'>>({
      key,
      kind: 'quote',
      path: QUOTE_REQUESTS,
      body,
    })
    if (sent.outcome === 'failed') {
      setError(said.refusal(sent, words.failed))
      setState('error')
      return
    }
    submissionKey.current = ''
    setFields(EMPTY)
    setChoice(null)
    if (sent.outcome === 'kept') return setState('kept')
    setReference(sent.data?.reference ?? '')
    setState('sent')
  }

  return (
    <form
      method="post"
      action={apiUrl(QUOTE_REQUESTS)}
      onSubmit={submit}
      onFocus={readyForOffline}
      aria-label={words.landmark}
      className="grid gap-5 rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:grid-cols-2 sm:p-8"
    >
      <label className="font-medium">
        {words.name}
        <input
          className={input}
          required
          name="name"
          autoComplete="name"
          maxLength={MAX.name}
          value={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </label>
      <label className="font-medium">
        {words.email}
        <input
          className={input}
          type="email"
          required
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={fields.email}
          onChange={(event) => set('email')(event.target.value)}
        />
      </label>
      <label className="font-medium">
        {words.phone}
        <input
          className={input}
          type="tel"
          required
          name="phone"
          autoComplete="tel"
          minLength={QUOTE_PHONE_MIN}
          maxLength={MAX.phone}
          value={fields.phone}
          onChange={(event) => set('phone')(event.target.value)}
        />
      </label>
      <label className="font-medium">
        {words.company}
        <input
          className={input}
          name="company"
          autoComplete="organization"
          maxLength={MAX.company}
          value={fields.company}
          onChange={(event) => set('company')(event.target.value)}
        />
      </label>
      <label className="font-medium sm:col-span-2">
        {words.subject}
        <input
          className={input}
          name="subject"
          maxLength={MAX.subject}
          value={fields.subject}
          onChange={(event) => set('subject')(event.target.value)}
        />
      </label>
      <label className="font-medium">
        {words.service}
        <select
          className={input}
          name="service"
          value={fields.service}
          onChange={(event) => set('service')(event.target.value as Fields['service'])}
        >
          <option value="">{words.chooseService}</option>
          {QUOTE_SERVICES.map((value) => (
            <option key={value} value={value}>
              {labels.quoteServices[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="font-medium">
        {words.budget}
        <select
          className={input}
          name="budget"
          value={fields.budget}
          onChange={(event) => set('budget')(event.target.value as Fields['budget'])}
        >
          <option value="">{words.chooseBudget}</option>
          {QUOTE_BUDGETS.map((value) => (
            <option key={value} value={value}>
              {labels.quoteBudgets[value]}
            </option>
          ))}
        </select>
      </label>
      {choice && (
        <Suspense>
          <ChosenMachine
            choice={choice}
            onChange={changeChoice}
            onRemove={() => changeChoice(null)}
          />
        </Suspense>
      )}
      <label className="font-medium sm:col-span-2">
        {words.message}
        <textarea
          className={`${input} min-h-32`}
          name="message"
          required
          maxLength={MAX.message}
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
        />
      </label>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name="newsletter"
          value="true"
          checked={fields.newsletter}
          onChange={(event) => set('newsletter')(event.target.checked)}
          className="h-5 w-5"
        />
        {words.newsletter}
      </label>
      <input type="hidden" name="locale" value={locale} />
      {/* robots fill every field; people never see this one */}
      <input
        ref={honeypot}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="hidden"
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={state === 'sending'}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-4 w-4" />{' '}
          {state === 'sending' ? words.sending : words.send}
        </button>
        <p
          role="status"
          className={state === 'sent' ? SENT : state === 'kept' ? KEPT_STYLE : 'sr-only'}
        >
          {state === 'kept' && words.keptOffline}
          {state === 'sent' && (
            <>
              {successMessage}
              {reference && (
                <>
                  {' '}
                  {words.reference} <strong>{reference}</strong>.
                </>
              )}
            </>
          )}
        </p>
        {state === 'sent' && reference && (
          <CompanyWhatsAppLink
            className="mt-3 flex w-fit items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
            text={fill(whatsapp.request, { reference })}
          />
        )}
        {state === 'error' && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    </form>
  )
}
