'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { addDays } from '@/lib/days'
import { apiCall } from '@/platform/browser/apiClient'
import { useSiteText } from '@/ui/SiteText.client'
import { useApiWords } from '@/ui/useApiWords'

type Props = {
  reference: string
  token: string
  reservation: number
  /** the rental's last day: the first one to ask is the day after */
  endDate: string
  /** the team's proposal waiting for the customer, if any */
  proposal: number | null
  /** whether a new ask can be made (none waits for an answer) */
  canAsk: boolean
}

/**
 * The customer's ask for more days on their page (#62): a day after the rental's end, sent with
 * the link's token; or the team's proposed day taken. The page is read again to show the answer.
 */
export function ExtendRental({ reference, token, reservation, endDate, proposal, canAsk }: Props) {
  const router = useRouter()
  const ids = useId()
  const words = useSiteText().text.extension
  const failed = useSiteText().text.contract.failed
  const said = useApiWords()
  const first = addDays(endDate, 1)
  const [day, setDay] = useState(first)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const path = `/contracts/${encodeURIComponent(reference)}`

  async function send(action: () => Promise<unknown>) {
    setBusy(true)
    setError('')
    try {
      await action()
      router.refresh()
    } catch (failure) {
      setError(said.refusal(failure, failed))
    } finally {
      setBusy(false)
    }
  }

  const button =
    'min-h-11 w-full rounded-lg bg-blue-700 px-5 font-semibold text-white disabled:opacity-60 sm:w-auto'
  return (
    <div className="space-y-3">
      {proposal !== null && (
        <button
          type="button"
          disabled={busy}
          className={button}
          onClick={() =>
            void send(() => apiCall('POST', `${path}/extension`, { token, extension: proposal }))
          }
        >
          {words.take}
        </button>
      )}
      {canAsk && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void send(() => apiCall('POST', `${path}/extend`, { token, reservation, endDate: day }))
          }}
        >
          <div>
            <label htmlFor={`${ids}-day`} className="block text-sm font-semibold text-slate-700">
              {words.until}
            </label>
            <input
              id={`${ids}-day`}
              type="date"
              min={first}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              required
              className="block min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </div>
          <button type="submit" disabled={busy} className={button}>
            {words.ask}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
