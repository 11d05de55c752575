import type { Payload } from 'payload'

import type { MailKind } from '@/lib/labels'
import { outgoingEmailsSlug } from '@/lib/slugs'

import { readSiteSettings } from './brand'
import { mailFrom, type Sender } from './settings'
import { deliver, type Message } from './transport'

/**
 * The outgoing-mail log is also the queue: a mail is stored first (« En attente »), then sent
 * beside the request that caused it; a failure is stored with the SMTP error and tried again
 * after 1 min, 5 min, 30 min, 2 h and 6 h, then given up (6 tries). Nothing a visitor sends
 * waits for a mail server or fails with it.
 */
const MAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1

export type Mail = {
  kind: MailKind
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

type Id = number | string
type Stored = Mail & { id: Id; attempts?: number | null; status: string }

/**
 * Mails whose stored copy hides a secret (a reset link): the real one lives only here, in this
 * process, for its retries; after a restart such a mail cannot be sent again, only asked anew.
 */
const secretMails = new Map<string, Mail>()
const inFlight = new Set<string>()

const collection = outgoingEmailsSlug

const storedMail = async (payload: Payload, id: Id) =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Stored

/** Stores a mail (its `stored` copy when the real one holds a secret) and returns its id. */
async function queueMail(payload: Payload, mail: Mail, stored: Mail = mail): Promise<Id> {
  const doc = await payload.create({
    collection,
    data: { ...stored, status: 'pending', attempts: 0 },
    overrideAccess: true,
  })
  if (stored !== mail) secretMails.set(String(doc.id), mail)
  return doc.id
}

/** Stores a mail, then sends it without waiting; a failure is logged on the row, never thrown. */
export async function sendMail(payload: Payload, mail: Mail, stored?: Mail): Promise<Id> {
  const id = await queueMail(payload, mail, stored)
  void attemptMail(payload, id)
  return id
}

async function from(payload: Payload): Promise<Sender> {
  return mailFrom((await readSiteSettings(payload))?.contactEmail || undefined)
}

/** One try of a stored mail; its row says how it went. */
async function attemptMail(payload: Payload, id: Id): Promise<void> {
  const key = String(id)
  if (inFlight.has(key)) return
  inFlight.add(key)
  try {
    const row = await storedMail(payload, id)
    if (row.status === 'sent' || row.status === 'console') return
    const attempts = (row.attempts ?? 0) + 1
    const mail = row.kind === 'reset' ? secretMails.get(key) : row
    if (!mail) {
      await update(payload, id, {
        status: 'failed',
        attempts,
        nextAttemptAt: null,
        error:
          'Le lien de réinitialisation n’est jamais conservé : il faut en demander un nouveau.',
      })
      return
    }
    const message: Message = {
      from: await from(payload),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    }
    try {
      const how = await deliver(payload, message)
      secretMails.delete(key)
      await update(payload, id, {
        status: how,
        attempts,
        error: null,
        nextAttemptAt: null,
        sentAt: new Date().toISOString(),
      })
    } catch (error) {
      const delay = MAIL_RETRY_DELAYS_MS[attempts - 1]
      if (delay === undefined) secretMails.delete(key)
      await update(payload, id, {
        status: 'failed',
        attempts,
        error: String((error as Error)?.message ?? error).slice(0, 1000),
        nextAttemptAt: delay === undefined ? null : new Date(Date.now() + delay).toISOString(),
      })
      payload.logger.warn(
        { err: error, email: id },
        `Email non envoyé (essai ${attempts}/${MAIL_MAX_ATTEMPTS})`,
      )
    }
  } catch (error) {
    payload.logger.error({ err: error, email: id }, 'Journal des emails inaccessible')
  } finally {
    inFlight.delete(key)
  }
}

const update = (payload: Payload, id: Id, data: Record<string, unknown>) =>
  payload.update({ collection, id, data, depth: 0, overrideAccess: true })

/** Tries again every failed mail whose next try is due (at most 20 per call). */
export async function retryDueMails(payload: Payload, now = Date.now()): Promise<void> {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        { status: { equals: 'failed' } },
        { nextAttemptAt: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    sort: 'nextAttemptAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  for (const { id } of docs) await attemptMail(payload, id)
}

/**
 * « Renvoyer » : a copy of a stored mail, as a new row of the log, sent now; null for a password
 * reset, whose link was never stored.
 */
export async function resendMail(payload: Payload, id: Id): Promise<Id | null> {
  const row = await storedMail(payload, id)
  if (row.kind === 'reset') return null
  const { kind, to, replyTo, subject, text, html, headers } = row
  return sendMail(payload, {
    kind,
    to,
    replyTo: replyTo ?? undefined,
    subject,
    text,
    html,
    headers: headers ?? undefined,
  })
}

let retries: ReturnType<typeof setInterval> | undefined
/** Every 30 s, the failed mails that are due (Payload's onInit; one timer per process). */
export function startMailRetries(payload: Payload): void {
  if (retries) return
  retries = setInterval(() => {
    void retryDueMails(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'Nouvel essai des emails impossible'),
    )
  }, 30_000)
  retries.unref()
}
