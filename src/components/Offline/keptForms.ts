import type { KeptForm, KeptKind, SentForm } from '@/offline/outbox'
import { KEPT_FORMS_FLAG, SENT_CHANNEL } from '@/offline/signals'

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
  void import('@/offline/outbox').catch(() => undefined)
}

/**
 * Keeps a form on the phone until the network returns (the outbox's code loads only now); false
 * when the phone cannot keep it (no IndexedDB, private browsing, the code out of reach).
 */
export async function keepForm(form: Omit<KeptForm, 'keptAt'>): Promise<boolean> {
  try {
    const { keepForLater } = await import('@/offline/outbox')
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
    const { takeSent } = await import('@/offline/outbox')
    const sent = await takeSent(kind)
    if (sent.length > 0) show(sent)
  }
  const channel = new BroadcastChannel(SENT_CHANNEL)
  channel.onmessage = () => void take().catch(() => undefined)
  if (localStorage.getItem(KEPT_FORMS_FLAG)) void take().catch(() => undefined)
  return () => channel.close()
}
