import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { afterAnswer } from '@/platform/services/afterAnswer'
import { type MailKind, SECRET_MAIL_KINDS } from '@/lib/labels'
import { outgoingEmailsSlug } from '@/lib/slugs'

import { readSiteSettings } from './brand'
import { claimLeaseMs, claimTry, releaseClaims } from './claims'
import { featureMails, type FeatureMail } from './featureMail'
import { seal, unseal } from '@/platform/services/crypto/sealed'
import { mailFrom } from './settings'
import { deliver, type MailFile } from './transport'

/**
 * The outgoing-mail log says what became of every mail; Payload's jobs queue sends them. A mail is
 * stored (« En attente ») with a job of the `mail` queue in one transaction, then sent right after
 * the answer by this process, or by any instance's queue runner (src/platform/services/jobs/config.ts). A
 * failure is stored with the SMTP error and tried again after 1 min, 5 min, 30 min, 2 h and 6 h (a
 * job that waits until then), then given up (6 tries). Each try is claimed once (claims.ts): a job
 * two instances pick up is sent once, and a try cut by a crash is counted as failed and followed by
 * the next. Nothing a visitor sends waits for a mail server or fails with it.
 */
const MAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1
export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'send-mail'

export type Mail = {
  kind: MailKind
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** Files sent with it (a quote's PDF); the log keeps their names, the job their bytes */
  attachments?: MailFile[] | null
}

/**
 * The log's copy of a mail: what the features hide hidden (a customer's token, featureMail.ts),
 * and each file by its name and size (the quote's PDF carries the customer's link: its bytes wait
 * sealed in the job, as a token).
 */
function loggedCopy(mail: Mail, features: FeatureMail[]): Mail {
  const hidden = features.reduce((copy, feature) => feature.hide(copy), mail)
  if (!mail.attachments?.length) return hidden
  return {
    ...hidden,
    attachments: mail.attachments.map(({ filename, contentType, size, drawnFrom }) => ({
      filename,
      contentType,
      size,
      ...(drawnFrom ? { drawnFrom } : {}),
    })),
  }
}

type Id = number | string
type Stored = Mail & { id: Id; attempts?: number | null; status: string }

/** A logged mail's files with their bytes again; one that cannot be drawn again is left out. */
async function filesDrawnAgain(payload: Payload, files: Mail['attachments']) {
  const drawn = await Promise.all(
    (files ?? []).map(async ({ drawnFrom }) => {
      if (!drawnFrom) return null
      for (const feature of featureMails(payload)) {
        const file = await feature.drawAgain(payload, drawnFrom)
        if (file) return file
      }
      return null
    }),
  )
  return drawn.filter((file) => file !== null)
}
/** A job's input: the stored mail, and the sealed real one when the stored copy hides a secret. */
export type SendMailInput = { email: string; sealed?: string | null }

const collection = outgoingEmailsSlug

const INTERRUPTED = 'Envoi interrompu (le serveur s’est arrêté pendant l’essai).'
const SECRET_LOST =
  'Le lien de réinitialisation n’est jamais conservé en clair : il faut en demander un nouveau.'

/** Writes in one transaction (the row and its job): a crash between them would lose the mail. */
async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const queueSend = (payload: Payload, req: PayloadRequest, input: SendMailInput, waitUntil?: Date) =>
  payload.jobs.queue({ task: SEND_MAIL_TASK, queue: MAIL_QUEUE, input, waitUntil, req })

/**
 * Stores a mail (its `stored` copy when the real one holds a secret: a reset link, a customer's
 * token) with its job, and has it sent once the answer is out; returns the row's id. Never waits
 * on the mail server.
 */
export async function sendMail(
  payload: Payload,
  mail: Mail,
  stored: Mail = loggedCopy(mail, featureMails(payload)),
): Promise<Id> {
  const { id, job } = await inTransaction(payload, async (req) => {
    const doc = await payload.create({
      collection,
      data: { ...stored, status: 'pending', attempts: 0 },
      overrideAccess: true,
      req,
    })
    const input = {
      email: String(doc.id),
      sealed: stored === mail ? null : seal(mail, 'outgoing-mail-secret'),
    }
    return { id: doc.id, job: await queueSend(payload, req, input) }
  })
  afterAnswer(() => payload.jobs.runByID({ id: job.id, silent: true }), 'Envoi d’un email')
  return id
}

const update = (payload: Payload, id: Id, data: Record<string, unknown>, req?: PayloadRequest) =>
  payload.update({ collection, id, data, depth: 0, overrideAccess: true, req })

const readStored = async (payload: Payload, id: Id) =>
  (
    await payload.find({
      collection,
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0] as unknown as Stored | undefined

const isSent = (row: Stored) => row.status === 'sent' || row.status === 'console'

/**
 * Takes the next try of a stored mail, or says that another runner is on it: then a job is left
 * for when that try's lease ends, in case its runner dies in it (this job completes, and Payload
 * deletes it). A try claimed longer ago than the lease, and never finished, died with its
 * process: it counts as failed.
 */
async function nextTry(payload: Payload, row: Stored, input: SendMailInput) {
  const attempt = (row.attempts ?? 0) + 1
  const claim = await claimTry(payload, row.id, attempt)
  if (claim.claimed) {
    // the row read may be older than a try that ended since (sent or given up, its claims
    // released, so this claim could be taken): that try is not made again
    const now = await readStored(payload, row.id)
    if (now && !isSent(now) && (now.attempts ?? 0) < attempt) return attempt
    await releaseClaims(payload, row.id, attempt)
    return null
  }
  const leaseEnd = claim.since.getTime() + claimLeaseMs()
  if (Date.now() < leaseEnd) {
    await inTransaction(payload, (req) => queueSend(payload, req, input, new Date(leaseEnd)))
    return null
  }
  await update(payload, row.id, {
    status: 'failed',
    attempts: attempt,
    error: INTERRUPTED,
    nextAttemptAt: null,
  })
  if (attempt >= MAIL_MAX_ATTEMPTS) {
    await releaseClaims(payload, row.id, attempt)
    return null
  }
  return (await claimTry(payload, row.id, attempt + 1)).claimed ? attempt + 1 : null
}

/** One try of a stored mail (the `send-mail` task); its row says how it went. */
export async function sendStoredMail(payload: Payload, input: SendMailInput): Promise<void> {
  const row = await readStored(payload, input.email)
  if (!row || isSent(row)) return
  const attempts = await nextTry(payload, row, input)
  if (attempts === null) return
  // the real mail when the log's copy hides a secret; a reset's link or a code exists nowhere else
  const mail = input.sealed
    ? unseal<Mail>(input.sealed, 'outgoing-mail-secret')
    : SECRET_MAIL_KINDS.includes(row.kind)
      ? null
      : row
  if (!mail) {
    await update(payload, row.id, {
      status: 'failed',
      attempts,
      nextAttemptAt: null,
      error: SECRET_LOST,
    })
    await releaseClaims(payload, row.id, attempts)
    return
  }
  try {
    const from = mailFrom((await readSiteSettings(payload))?.contactEmail || undefined)
    const { to, replyTo, subject, text, html, headers, attachments } = mail
    const how = await deliver(payload, {
      from,
      to,
      replyTo,
      subject,
      text,
      html,
      headers,
      attachments,
    })
    await update(payload, row.id, {
      status: how,
      attempts,
      error: null,
      nextAttemptAt: null,
      sentAt: new Date().toISOString(),
    })
    await releaseClaims(payload, row.id, attempts)
  } catch (error) {
    const delay = MAIL_RETRY_DELAYS_MS[attempts - 1]
    const nextAttemptAt = delay === undefined ? null : new Date(Date.now() + delay)
    await inTransaction(payload, async (req) => {
      await update(
        payload,
        row.id,
        {
          status: 'failed',
          attempts,
          error: String((error as Error)?.message ?? error).slice(0, 1000),
          nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        },
        req,
      )
      if (nextAttemptAt) await queueSend(payload, req, input, nextAttemptAt)
    })
    if (!nextAttemptAt) await releaseClaims(payload, row.id, attempts)
    payload.logger.warn(
      { err: error, email: row.id },
      `Email non envoyé (essai ${attempts}/${MAIL_MAX_ATTEMPTS})`,
    )
  }
}

/**
 * « Renvoyer » : a copy of a stored mail, as a new row of the log, sent now, its files drawn
 * again (the quote's PDF of the version it carried); null for a password reset or a one-time
 * code, whose secret was never stored.
 */
export async function resendMail(payload: Payload, id: Id): Promise<Id | null> {
  const row = (await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Stored
  if (SECRET_MAIL_KINDS.includes(row.kind)) return null
  const { kind, to, replyTo, headers } = row
  let shown: Stored = row
  for (const feature of featureMails(payload)) shown = await feature.show(payload, shown)
  const { subject, text, html } = shown
  return sendMail(payload, {
    kind,
    to,
    replyTo: replyTo ?? undefined,
    subject,
    text,
    html,
    headers: headers ?? undefined,
    attachments: await filesDrawnAgain(payload, row.attachments),
  })
}
