// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { teamAddresses } from '@/lib/company'
import { whatsappHref } from '@/lib/contactLinks'
import { formatLongDate, formatPrice } from '@/lib/format'
import { QUOTE_BUDGET_LABELS, QUOTE_SERVICE_LABELS } from '@/lib/labels'
import { siteLocaleOf, type SiteLocale } from '@/lib/locales'
import { quoteReference } from '@/lib/quoteReference'
import { type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { quoteRequestsSlug, usersSlug } from '@/lib/slugs'
import { dictionaries } from '@/i18n/site'
import { frenchOnly } from '@/i18n/frenchOnly'
import type { SiteText } from '@/i18n/site/fr'
import { fill } from '@/i18n/site/template'
import { publicUrl } from '@/platform/runtime/environment'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { headerSafe } from '@/platform/services/mail/settings'
import {
  type Block,
  type MailBrand,
  render,
  type Rendered,
} from '@/platform/services/mail/templates'

import { recordQuoteEvent } from './history'
import { customerLinks } from './links'

/**
 * The quotes' mails: each a subject and its blocks (rendered as text and HTML). The team's are in
 * French; the customer's take the language of the site they used (the request's `locale`,
 * French by default), their words from that language's dictionary. Then the new request's
 * sending: to the team, and the acknowledgement to the visitor.
 */

const quoteFields = (request: QuoteRequest): [string, string | null | undefined][] => [
  ['Référence', quoteReference(request.id)],
  ['Nom', request.name],
  ['Email', request.email],
  ['Téléphone', request.phone],
  ['Entreprise', request.company],
  ['Objet', request.subject],
  ['Service', request.service ? QUOTE_SERVICE_LABELS[request.service] : null],
  ['Budget', request.budget ? QUOTE_BUDGET_LABELS[request.budget] : null],
  ['Équipement', request.equipment],
  ['Newsletter', request.newsletter ? 'Oui' : 'Non'],
  ['Message', request.message],
]

/** To the company: every field of the request and the link to it in the back office. */
function quoteNotificationMail(
  brand: MailBrand,
  request: QuoteRequest,
  adminLink: string,
): Rendered {
  const about = request.subject || (request.service ? QUOTE_SERVICE_LABELS[request.service] : '')
  const reference = quoteReference(request.id)
  const subject = `Nouvelle demande de devis ${reference} : ${request.name}${about ? ` — ${about}` : ''}`
  return render(brand, subject, [
    {
      paragraph: `Une nouvelle demande de devis (${reference}) est arrivée par le site de ${brand.name}.`,
    },
    { fields: quoteFields(request) },
    { button: { label: 'Ouvrir la demande dans l’administration', href: adminLink } },
    { small: 'Répondre à cet email écrit directement au visiteur.' },
  ])
}

/**
 * A visitor's first name, if the name typed starts with one: letters, an apostrophe or a hyphen,
 * 30 at most. Anything else (a link, markup, a sentence) gives no name at all.
 */
function plainFirstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return /^\p{L}[\p{L}'’-]{0,29}$/u.test(first) ? first : ''
}

/** The customer's own links: their page, and a WhatsApp chat about the request. */
function followBlocks(
  brand: MailBrand,
  reference: string,
  page: string | null,
  text: SiteText,
): Block[] {
  const blocks: Block[] = []
  if (page) blocks.push({ button: { label: text.mails.follow, href: page } })
  const whatsapp = whatsappHref(brand.whatsapp, fill(text.client.whatsapp.request, { reference }))
  if (whatsapp)
    blocks.push({ button: { label: text.mails.whatsapp, href: whatsapp, secondary: true } })
  return blocks
}

/**
 * To the visitor: the request is received, under its reference. Whoever typed the address may
 * not own it, so the company's mail carries nothing the sender wrote but a plain first name.
 */
export function quoteAcknowledgementMail(
  brand: MailBrand,
  request: QuoteRequest,
  page: string | null = null,
  locale: SiteLocale = siteLocaleOf(request.locale),
): Rendered {
  const text = dictionaries[locale]
  const { acknowledgement } = text.mails
  const reference = quoteReference(request.id)
  return render(
    brand,
    acknowledgement.subject(reference, brand.name),
    [
      { paragraph: text.mails.hello(plainFirstName(request.name)) },
      { paragraph: acknowledgement.body(reference) },
      ...followBlocks(brand, reference, page, text),
      { small: acknowledgement.small(brand.phone) },
    ],
    text.meta,
  )
}

/** To the customer: a version of their quote, its totals, and the page where they accept it. */
export function quoteSentMail(
  brand: MailBrand,
  request: QuoteRequest,
  quote: SentQuote,
  links: { page: string; pdf: string },
  locale: SiteLocale = siteLocaleOf(request.locale),
): Rendered {
  const text = dictionaries[locale]
  const words = text.mails.quoteSent
  const { intl } = text.meta
  const price = (amount: number) => formatPrice(amount, intl)
  const title = sentQuoteTitle(quote)
  const whatsapp = whatsappHref(
    brand.whatsapp,
    fill(text.client.whatsapp.quote, { title, total: price(quote.totalTTC) }),
  )
  return render(
    brand,
    words.subject(title, brand.name),
    [
      { paragraph: text.mails.hello(plainFirstName(request.name)) },
      {
        paragraph:
          quote.version > 1 ? words.newVersion(quote.reference) : words.first(quote.reference),
      },
      {
        fields: [
          [words.totalHT, price(quote.totalHT)],
          [words.vat(quote.vatRate.toLocaleString(intl)), price(quote.vat)],
          [words.totalTTC, price(quote.totalTTC)],
          [words.validUntil, formatLongDate(quote.validUntil, intl)],
        ],
      },
      { button: { label: words.open, href: links.page } },
      { button: { label: words.pdf, href: links.pdf, secondary: true } },
      ...(whatsapp ? [{ button: { label: words.question, href: whatsapp, secondary: true } }] : []),
      { small: words.small(brand.phone) },
    ],
    text.meta,
  )
}

/** The team's answer to a request, written in the back office (« Répondre »). */
export function quoteReplyMail(
  brand: MailBrand,
  request: QuoteRequest,
  message: string,
  page: string | null,
  locale: SiteLocale = siteLocaleOf(request.locale),
): Rendered {
  const text = dictionaries[locale]
  const reference = quoteReference(request.id)
  return render(
    brand,
    text.mails.reply.subject(reference, brand.name),
    [
      { paragraph: message },
      ...followBlocks(brand, reference, page, text),
      { small: text.mails.reply.small(brand.phone, reference) },
    ],
    text.meta,
  )
}

/** One request in an owner's reminders. */
export type ReminderItem = { title: string; what: string; link: string }

/** A reminder's lists: the owner's late next actions and unanswered quotes, then nobody's. */
export type ReminderLists = {
  overdue: ReminderItem[]
  unanswered: ReminderItem[]
  unowned: ReminderItem[]
}

/** To an owner, in the morning: their overdue next actions and their unanswered quotes. */
export function quoteRemindersMail(
  brand: MailBrand,
  firstName: string,
  lists: ReminderLists,
  pipelineLink: string,
): Rendered {
  const count = lists.overdue.length + lists.unanswered.length + lists.unowned.length
  const section = (title: string, items: ReminderItem[]): Block[] =>
    items.length
      ? [
          { paragraph: title },
          { fields: items.map((entry) => [entry.title, `${entry.what}\n${entry.link}`]) },
        ]
      : []
  return render(
    brand,
    `Vos relances du jour : ${count} demande${count > 1 ? 's' : ''} — ${brand.name}`,
    [
      { paragraph: firstName ? `Bonjour ${firstName},` : 'Bonjour,' },
      ...section('Prochaines actions en retard :', lists.overdue),
      ...section('Devis envoyés restés sans réponse :', lists.unanswered),
      ...section(
        'Sans responsable (à chaque administrateur, jusqu’à ce que l’un d’eux la prenne) :',
        lists.unowned,
      ),
      { button: { label: 'Ouvrir le pipeline des devis', href: pipelineLink } },
    ],
  )
}

/** To the customer who accepted their quote: what they accepted, and what comes next. */
export function quoteAcceptedMail(
  brand: MailBrand,
  request: QuoteRequest,
  quote: SentQuote,
  locale: SiteLocale = siteLocaleOf(request.locale),
): Rendered {
  const text = dictionaries[locale]
  const words = text.mails.accepted
  const title = sentQuoteTitle(quote)
  return render(
    brand,
    words.subject(title, brand.name),
    [
      { paragraph: text.mails.hello(plainFirstName(request.name)) },
      { paragraph: words.body(title, formatPrice(quote.totalTTC, text.meta.intl)) },
      { small: words.small(brand.phone) },
    ],
    text.meta,
  )
}

/** To the team: the customer accepted or refused a quote on their page. */
export function quoteAnswerMail(
  brand: MailBrand,
  request: QuoteRequest,
  quote: SentQuote,
  answer: { accepted: boolean; by: string; reason?: string | null },
  adminLink: string,
): Rendered {
  const title = sentQuoteTitle(quote)
  const verb = answer.accepted ? 'accepté' : 'refusé'
  return render(brand, `Devis ${title} ${verb} par ${request.name}`, [
    {
      paragraph: `${answer.by} a ${verb} le devis ${title} sur sa page.`,
    },
    {
      fields: [
        ['Client', request.name],
        ['Entreprise', request.company],
        ['Téléphone', request.phone],
        ['Email', request.email],
        ['Total TTC', formatPrice(quote.totalTTC)],
        ...(answer.reason ? [['Raison', answer.reason] as [string, string]] : []),
      ],
    },
    { button: { label: 'Ouvrir la demande', href: adminLink } },
  ])
}

/**
 * To the request's owner: the customer accepted, but the quote's machines are no longer free on
 * its dates (#61), so nothing was confirmed; `shortage` is the reservation's refusal.
 */
export function quoteNoStockMail(
  brand: MailBrand,
  request: QuoteRequest,
  quote: SentQuote,
  shortage: string,
  adminLink: string,
): Rendered {
  const title = sentQuoteTitle(quote)
  return render(brand, frenchOnly.quotes.noStockTold(title), [
    {
      paragraph: `${request.name} a voulu accepter le devis ${title}, mais ses engins ne sont plus libres : rien n’est confirmé, et sa page lui dit que vous le recontactez.`,
    },
    { paragraph: shortage },
    {
      fields: [
        ['Client', request.name],
        ['Téléphone', request.phone],
        ['Email', request.email],
        ['Total TTC', formatPrice(quote.totalTTC)],
      ],
    },
    { button: { label: 'Ouvrir la demande', href: adminLink } },
  ])
}

/** Administrators who chose, on their settings screen, to receive each new request. */
async function subscribedAdmins(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: usersSlug,
    where: { notifyQuoteRequests: { equals: true } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((user) => user.email)
}

/**
 * Who is told of a new request: the settings' « Adresses de réception », else the contact email,
 * and the administrators who asked for it, each address once.
 */
async function recipients(
  payload: Payload,
  settings: Awaited<ReturnType<typeof readSiteSettings>>,
): Promise<string[]> {
  const all = [...teamAddresses(settings ?? {}), ...(await subscribedAdmins(payload))]
  return all.filter(
    (address, index) =>
      all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
  )
}

/**
 * After a quote request is stored: the company is told (every field, the admin link, Reply-To
 * the visitor) and, within its budget (acknowledgementAllowed), the visitor gets an
 * acknowledgement. Both are stored, then sent without the visitor's request waiting; a failure
 * is retried by the outbox.
 */
export async function mailQuoteRequest(
  payload: Payload,
  request: QuoteRequest,
  { acknowledge }: { acknowledge: boolean },
): Promise<void> {
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const to = await recipients(payload, settings)
  const adminLink = `${publicUrl()}/admin/collections/${quoteRequestsSlug}/${request.id}`
  await sendMail(payload, {
    kind: 'notification',
    to: to.join(', '),
    replyTo: `"${headerSafe(request.name).replace(/["\\]/g, '')}" <${request.email}>`,
    ...quoteNotificationMail(brand, request, adminLink),
  })
  if (!acknowledge) return
  const links = await customerLinks(payload, request)
  const mail = quoteAcknowledgementMail(brand, request, links?.page ?? null)
  await sendMail(payload, { kind: 'acknowledgement', to: request.email, ...mail })
  await recordQuoteEvent(payload, {
    request: request.id,
    kind: 'mail',
    actor: 'Site',
    summary: `Accusé de réception envoyé à ${request.email}`,
  })
}
