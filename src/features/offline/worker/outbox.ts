/**
 * The forms a visitor sent without a network, kept on the phone (IndexedDB) until it returns.
 * The page and the service worker (Background Sync) both send what is kept: each submission
 * carries its own key (Idempotency-Key), so the server stores it once whoever sends it first.
 * Browser only: the page's client components and src/features/offline/worker/worker.ts import it.
 */
import { SUBMISSION_KEY_HEADER } from '@/platform/forms/fields'

import { SEND_KEPT_TAG, SENT_CHANNEL } from '../signals'

/** What a kept form was: the quote request or a newsletter sign-up. */
export type KeptKind = 'quote' | 'newsletter'

export type KeptForm = {
  key: string
  kind: KeptKind
  /** The /api contract's path it is posted to. */
  path: string
  body: object
  keptAt: number
}

/** What the server said once a kept form reached it: the envelope's message and data. */
export type SentForm = {
  key: string
  kind: KeptKind
  ok: boolean
  message: string
  /** The /api's status, for the page's words when it refused (its reason is French). */
  status: number
  data: unknown
}

const DATABASE = 'bk-envois'
const KEPT = 'a-envoyer'
const SENT = 'envoyes'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KEPT, { keyPath: 'key' })
      request.result.createObjectStore(SENT, { keyPath: 'key' })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function inStore<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(store, mode)
      const request = work(transaction.objectStore(store))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    database.close()
  }
}

/** Keeps a form to send when the network returns; asks the worker to do it if the page closes. */
export async function keepForLater(form: Omit<KeptForm, 'keptAt'>): Promise<void> {
  await inStore(KEPT, 'readwrite', (objects) => objects.put({ ...form, keptAt: Date.now() }))
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync
  await sync?.register(SEND_KEPT_TAG).catch(() => undefined)
}

/** A form the server answered, taken out of the list of those it answered (read once). */
export async function takeSent(kind: KeptKind): Promise<SentForm[]> {
  const all = await inStore<SentForm[]>(SENT, 'readonly', (objects) => objects.getAll())
  const mine = all.filter((sent) => sent.kind === kind)
  for (const sent of mine) await inStore(SENT, 'readwrite', (objects) => objects.delete(sent.key))
  return mine
}

/** Posts one kept form; null when the network (or a busy server) says to try again later. */
async function post(form: KeptForm): Promise<SentForm | null> {
  let response: Response
  try {
    response = await fetch(`/api${form.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', [SUBMISSION_KEY_HEADER]: form.key },
      body: JSON.stringify(form.body),
    })
  } catch {
    return null
  }
  if (response.status === 429 || response.status >= 500) return null
  const answer = (await response.json().catch(() => ({}))) as {
    success?: boolean
    message?: string
    data?: unknown
  }
  return {
    key: form.key,
    kind: form.kind,
    ok: response.ok && answer.success === true,
    message: answer.message ?? '',
    status: response.status,
    data: answer.data ?? null,
  }
}

async function sendAll(): Promise<number> {
  const kept = await inStore<KeptForm[]>(KEPT, 'readonly', (objects) => objects.getAll())
  let sent = 0
  for (const form of kept.sort((a, b) => a.keptAt - b.keptAt)) {
    const outcome = await post(form)
    if (!outcome) break
    await inStore(SENT, 'readwrite', (objects) => objects.put(outcome))
    await inStore(KEPT, 'readwrite', (objects) => objects.delete(form.key))
    sent += 1
  }
  if (sent > 0) {
    const channel = new BroadcastChannel(SENT_CHANNEL)
    channel.postMessage('sent')
    channel.close()
  }
  return kept.length - sent
}

/**
 * Sends every kept form, oldest first, one sender at a time on this phone (Web Locks where the
 * browser has them); stops at the first one the network refuses. Resolves with how many wait.
 */
export async function sendKept(): Promise<number> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks
  if (!locks) return sendAll()
  let waiting = 0
  await locks.request(SENT_CHANNEL, async () => {
    waiting = await sendAll()
  })
  return waiting
}
