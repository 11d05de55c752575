import { ApiRefusal, apiCall, NetworkUnavailable } from '@/platform/browser/apiClient'
import { SUBMISSION_KEY_HEADER } from '@/platform/forms/fields'
import type { KeptForm, KeptKind, SentForm } from './worker/outbox'
import { KEPT_FORMS_FLAG, SENT_CHANNEL } from './signals'

/** A submission's key: 32 hex digits (getRandomValues works on plain http too). */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * Loads the outbox's code while the network is there (a form got the focus): sending without a
 * network then finds it ready, in the page and in the worker's copies.
 */
export function readyForOffline(): void {
  void import('@/features/offline/worker/outbox').catch(() => undefined)
}

/**
 * Keeps a form on the phone until the network returns (the outbox's code loads only now); false
 * when the phone cannot keep it (no IndexedDB, private browsing, the code out of reach).
 */
async function keepForm(form: Omit<KeptForm, 'keptAt'>): Promise<boolean> {
  try {
    const { keepForLater } = await import('@/features/offline/worker/outbox')
    await keepForLater(form)
    localStorage.setItem(KEPT_FORMS_FLAG, '1')
    return true
  } catch {
    return false
  }
}

/**
 * Shows the server's answers to the kept forms of `kind`: those that arrived while the page was
 * closed (the worker sent them), then each one as it is sent. Returns the unsubscription.
 */
export function onKeptFormsSent(kind: KeptKind, show: (sent: SentForm[]) => void): () => void {
  const take = async () => {
    const { takeSent } = await import('@/features/offline/worker/outbox')
    const sent = await takeSent(kind)
    if (sent.length > 0) show(sent)
  }
  const channel = new BroadcastChannel(SENT_CHANNEL)
  channel.onmessage = () => void take().catch(() => undefined)
  if (localStorage.getItem(KEPT_FORMS_FLAG)) void take().catch(() => undefined)
  return () => channel.close()
}

/** What became of a public form sent with `sendOrKeep`. */
export type SendOutcome<T> =
  | { outcome: 'sent'; data: T | undefined; message: string }
  | { outcome: 'kept' }
  | { outcome: 'failed'; message: string; status?: number }

/**
 * Sends a public form to the /api under its submission key or, the network being away, keeps it
 * on the phone for the outbox to send when it returns (once: the same key). Both public forms
 * (the quote request, the newsletter) send through here; their states and words stay theirs.
 */
export async function sendOrKeep<T>(form: Omit<KeptForm, 'keptAt'>): Promise<SendOutcome<T>> {
  try {
    const answer = await apiCall<T>('POST', form.path, form.body, {
      headers: { [SUBMISSION_KEY_HEADER]: form.key },
    })
    return { outcome: 'sent', data: answer.data, message: answer.message ?? '' }
  } catch (failure) {
    if (failure instanceof NetworkUnavailable && (await keepForm(form))) return { outcome: 'kept' }
    return {
      outcome: 'failed',
      message: (failure instanceof Error && failure.message) || '',
      status: failure instanceof ApiRefusal ? failure.status : undefined,
    }
  }
}
