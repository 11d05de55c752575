import 'server-only'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'

import { smtpUrl, type Sender } from './settings'

/** A file attached to a mail: its bytes in base64, absent from the log's copy. */
export type MailFile = {
  filename: string
  contentType: string
  size: number
  /** The bytes in base64; the log never keeps them */
  content?: string
  /**
   * What draws the file again once its bytes are gone (« Renvoyer »): a sent quote's version, a
   * yard's check-out or return (its note), a deposit's movement (its receipt), a signed contract
   */
  drawnFrom?:
    | { quoteRequest: number | string; version: number }
    | { handover: number }
    | { deposit: number }
    | { contract: number }
}

export type Message = {
  from: Sender
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
  headers?: Record<string, string> | null
  attachments?: MailFile[] | null
}

type Adapter = Awaited<ReturnType<typeof nodemailerAdapter>>
let current: { url: string; adapter: Promise<Adapter> } | undefined

/** Payload's nodemailer adapter on SMTP_URL, made again when the variable changes. */
function adapterFor(url: string): Promise<Adapter> {
  if (current?.url !== url) {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      // a server may take its time over DATA (RFC 5321 allows it 10 min): giving up early would
      // send the mail twice, once now and once on the retry, if it was accepted after all.
      // Shorter than a try's lease (claims.ts), so a live try is never taken for a dead one.
      socketTimeout: 120_000,
    } as nodemailer.TransportOptions)
    // no verification at start: a mail server that is down must not stop the site
    const adapter = nodemailerAdapter({
      transport,
      skipVerify: true,
      defaultFromAddress: 'site@localhost',
      defaultFromName: 'Site',
    })
    current = { url, adapter }
  }
  return current.adapter
}

/**
 * Sends a message through SMTP_URL and says 'sent'; without it, prints the whole message on the
 * console and says 'console'. A refused or unreachable server throws with its error.
 */
export async function deliver(payload: Payload, message: Message): Promise<'sent' | 'console'> {
  const url = smtpUrl()
  if (!url) {
    process.stdout.write(
      [
        '',
        '──────── Email (SMTP_URL non configuré : affiché ici au lieu d’être envoyé) ────────',
        `De : ${message.from.name} <${message.from.address}>`,
        `À : ${message.to}`,
        ...(message.replyTo ? [`Répondre à : ${message.replyTo}`] : []),
        `Objet : ${message.subject}`,
        '',
        message.text,
        ...(message.attachments ?? []).map(
          (file) => `Pièce jointe : ${file.filename} (${file.size} octets)`,
        ),
        '────────────────────────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
    return 'console'
  }
  const adapter = (await adapterFor(url))({ payload })
  await adapter.sendEmail({
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? undefined,
    // a file whose bytes were not kept (a logged copy sent again) is not attached
    attachments: (message.attachments ?? []).flatMap((file) =>
      file.content
        ? [
            {
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content, 'base64'),
            },
          ]
        : [],
    ),
  })
  return 'sent'
}
