// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
/**
 * The yard's outbox on the phone (#62): each check-out or return is written to IndexedDB with
 * its photos and signature (Blobs) before anything is sent, then sent once the network answers:
 * each picture alone under its own key, then the record under its key, so that a send cut at any
 * point and tried again keeps one copy. A conflict or a refusal stays on the phone, shown, until
 * the team acts on it; nothing taken is dropped by the phone itself.
 */
import type { HandoverKind } from './labels'

const DATABASE = 'bk-yard'
const STORE = 'sends'

type QueuedPicture = { key: string; blob: Blob; id?: number }
type SendState = 'waiting' | 'conflict' | 'refused'

export type QueuedSend = {
  key: string
  kind: HandoverKind
  reservation: number
  /** « Sortie — Entreprise Garba (réservation n° 12) » */
  label: string
  createdAt: number
  /** The record's fields (handoverBody.ts) without its pictures' ids. */
  fields: Record<string, unknown>
  signature: QueuedPicture
  photos: QueuedPicture[]
  state: SendState
  message?: string
  force?: boolean
}

/**
 * A new key for a send or a picture: 32 hexadecimal characters (`getRandomValues`, which a page
 * served over plain HTTP has too, unlike `randomUUID`).
 */
export const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = act(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

const changed = new EventTarget()
const CHANGED = 'changed'

/** Calls `listener` whenever the outbox changes; returns what stops it. */
export function onQueueChange(listener: () => void): () => void {
  changed.addEventListener(CHANGED, listener)
  return () => changed.removeEventListener(CHANGED, listener)
}

const save = async (send: QueuedSend) => {
  await inStore('readwrite', (store) => store.put(send))
  changed.dispatchEvent(new Event(CHANGED))
}

export const queuedSends = async (): Promise<QueuedSend[]> =>
  (await inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedSend[]>)).sort(
    (a, b) => a.createdAt - b.createdAt,
  )

export async function dropSend(key: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(key))
  changed.dispatchEvent(new Event(CHANGED))
}

/** Writes a send to the phone first; it leaves with the next `sendQueued`. */
export const queueSend = (send: QueuedSend) => save(send)

/** After a conflict was read: sent again on the reservation as it now is. */
export const sendAnyway = async (send: QueuedSend) =>
  save({ ...send, state: 'waiting', force: true, message: undefined })

/** The network did not answer: the send waits for the next try. */
class Offline extends Error {}

type Answer = { message?: string; conflict?: boolean; errors?: { message?: string }[] }

/** The server's French refusal: the yard's own (`message`), or Payload's (a file too large). */
const messageOf = async (response: Response) => {
  const answer = ((await response.json().catch(() => null)) as Answer | null) ?? {}
  return { ...answer, message: answer.message ?? answer.errors?.[0]?.message }
}

const SIGNED_OUT =
  'Session expirée : reconnectez-vous (/admin) ; la fiche partira ensuite, rien n’est perdu.'

/** The session ended: the send waits, saying why, and nothing else is tried until sign-in. */
async function signedOut(send: QueuedSend): Promise<never> {
  await save({ ...send, message: SIGNED_OUT })
  throw new Offline()
}

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', credentials: 'same-origin' })
  } catch {
    throw new Offline()
  }
}

async function sendPicture(send: QueuedSend, picture: QueuedPicture): Promise<number | null> {
  if (picture.id) return picture.id
  const form = new FormData()
  form.append('_payload', JSON.stringify({ key: picture.key, reservation: send.reservation }))
  form.append(
    'file',
    picture.blob,
    `${picture.key}.${picture.blob.type === 'image/png' ? 'png' : 'jpg'}`,
  )
  const response = await post('/api/cms/yard-photos/keep', { body: form })
  if (response.status === 401) return signedOut(send)
  if (!response.ok) {
    await save({ ...send, state: 'refused', message: (await messageOf(response)).message })
    return null
  }
  picture.id = (await response.json()).id as number
  await save(send)
  return picture.id
}

/** One send: its pictures, then its record. True when it left the phone. */
async function sendOne(send: QueuedSend): Promise<boolean> {
  for (const picture of [send.signature, ...send.photos])
    if ((await sendPicture(send, picture)) === null) return false
  const response = await post('/api/cms/handovers/record', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...send.fields,
      key: send.key,
      kind: send.kind,
      reservation: send.reservation,
      signature: send.signature.id,
      photos: send.photos.map((photo) => photo.id),
      force: send.force || undefined,
    }),
  })
  if (response.status === 401) return signedOut(send)
  if (response.ok) {
    const { message, total } = (await response.json()) as SentAnswer
    answers.set(send.key, { message, total })
    await dropSend(send.key)
    return true
  }
  const answer = await messageOf(response)
  await save({ ...send, state: answer.conflict ? 'conflict' : 'refused', message: answer.message })
  return false
}

/** What the server answered for the sends that left from this page, by key. */
type SentAnswer = { message: string; total: number | null }
const answers = new Map<string, SentAnswer>()
export const sentAnswer = (key: string) => answers.get(key)

let running: Promise<number> | null = null

/**
 * Sends what waits, oldest first; returns how many left the phone. One run at a time in this
 * page; the keys make a second page's run harmless.
 */
export function sendQueued(): Promise<number> {
  running ??= (async () => {
    let sent = 0
    try {
      for (const send of await queuedSends())
        if (send.state === 'waiting' && (await sendOne(send))) sent += 1
    } catch (error) {
      if (!(error instanceof Offline)) throw error
    } finally {
      running = null
    }
    return sent
  })()
  return running
}
