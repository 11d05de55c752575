import 'server-only'

import type { Payload } from 'payload'

import type { MailFile } from './transport'

type MailText = { subject: string; text: string; html: string }

/** What the log keeps of a file to draw it again once its bytes are gone. */
type DrawnFrom = NonNullable<MailFile['drawnFrom']>

/**
 * What a feature adds to the outbox: the log's copy of a mail hides what only its recipient may
 * read (the quotes: a customer's link token), a resend (« Renvoyer ») shows it again, and the
 * files the log keeps by their source are drawn again (a sent quote's PDF). payload.config.ts
 * hands them in as `custom.mail`, so the outbox imports no feature.
 */
export type FeatureMail = {
  hide: <T extends MailText>(mail: T) => T
  show: <T extends MailText>(payload: Payload, mail: T) => Promise<T>
  drawAgain: (payload: Payload, source: DrawnFrom) => Promise<MailFile | null>
}

/** The features' parts of the outbox, from the running configuration. */
export const featureMails = (payload: Payload): FeatureMail[] =>
  (payload.config.custom?.mail as FeatureMail[] | undefined) ?? []
