import 'server-only'

import type { QuoteRequest } from '@/generated/payload-types'
import { QUOTE_BUDGET_LABELS, QUOTE_SERVICE_LABELS } from '@/lib/labels'
import { quoteReference } from '@/lib/quoteReference'
import { DEFAULT_SITE_LOCALE, siteLocaleOf, type SiteLocale } from '@/lib/locales'
import { whatsappHref } from '@/lib/contactLinks'
import { formatLongDate, formatPrice } from '@/lib/format'
import { type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'
import { dictionaries } from '@/i18n/site'
import type { SiteText } from '@/i18n/site/fr'
import { fill } from '@/i18n/site/template'

import { type Block, render, type MailBrand, type Rendered } from './templates'

/**
 * The site's mails: each a subject and its blocks (rendered as text and HTML). The team's are in
 * French; a visitor's take the language of the site they used (the request's or the
 * subscriber's `locale`, French by default), their words from that language's dictionary.
 */

export const RESET_LINK_HIDDEN = '(lien masqué dans le journal des emails)'

export function resetMail(brand: MailBrand, link: string): Rendered {
  return render(brand, `Réinitialisation de votre mot de passe — ${brand.name}`, [
    { paragraph: 'Bonjour,' },
    {
      paragraph: `Une réinitialisation du mot de passe de votre compte d’administration ${brand.name} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :`,
    },
    { button: { label: 'Choisir un nouveau mot de passe', href: link } },
    {
      small:
        'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
  ])
}

/** To an account that signed in from a browser or an address it had not used before. */
export function newSignInMail(
  brand: MailBrand,
  signIn: { when: string; ip: string; browser: string; accountLink: string },
): Rendered {
  return render(brand, `Nouvelle connexion à votre compte — ${brand.name}`, [
    { paragraph: 'Bonjour,' },
    {
      paragraph: `Votre compte d’administration ${brand.name} vient d’être ouvert depuis un navigateur ou une adresse que nous ne connaissions pas :`,
    },
    {
      fields: [
        ['Date', signIn.when],
        ['Adresse IP', signIn.ip],
        ['Navigateur', signIn.browser],
      ],
    },
    {
      paragraph:
        'Si c’est vous, il n’y a rien à faire. Sinon, changez votre mot de passe tout de suite et activez la double authentification :',
    },
    { button: { label: 'Changer mon mot de passe', href: signIn.accountLink } },
    {
      small:
        'Ces alertes se désactivent dans les paramètres de votre compte (« Alertes de connexion »).',
    },
  ])
}

const count = (value: number) => value.toLocaleString('fr-FR')

/** To each account that asked for it, on Mondays: last week's figures from the statistics. */
export function weeklyReportMail(
  brand: MailBrand,
  report: {
    period: string
    pageViews: number
    uniqueVisitors: number
    visits: number
    quotes: number
    topPages: { title: string; path: string; views: number }[]
    statisticsLink: string
  },
): Rendered {
  return render(brand, `Rapport hebdomadaire — ${brand.name}`, [
    { paragraph: `Les chiffres du site ${brand.name} ${report.period} :` },
    {
      fields: [
        ['Pages vues', count(report.pageViews)],
        ['Visiteurs uniques', count(report.uniqueVisitors)],
        ['Visites', count(report.visits)],
        ['Demandes de devis', count(report.quotes)],
      ],
    },
    report.topPages.length
      ? {
          fields: report.topPages.map((page, index): [string, string] => [
            `${index + 1}. ${page.path}`,
            `${count(page.views)} vue${page.views > 1 ? 's' : ''}`,
          ]),
        }
      : { paragraph: 'Aucune page vue cette semaine.' },
    { button: { label: 'Ouvrir les statistiques', href: report.statisticsLink } },
    {
      small:
        'Ce rapport se désactive dans les paramètres de votre compte (« Rapport hebdomadaire »).',
    },
  ])
}

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
export function quoteNotificationMail(
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

/**
 * To the visitor: the request is received, under its reference. Whoever typed the address may
 * not own it, so the company's mail carries nothing the sender wrote but a plain first name.
 */
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

/** To an owner, in the morning: their overdue next actions and their unanswered quotes. */
/** A reminder's lists: the owner's late next actions and unanswered quotes, then nobody's. */
export type ReminderLists = {
  overdue: ReminderItem[]
  unanswered: ReminderItem[]
  unowned: ReminderItem[]
}

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

/** To a new subscriber: the link that confirms the address, and the one that undoes it. */
export function newsletterConfirmationMail(
  brand: MailBrand,
  confirmLink: string,
  unsubscribeLink: string,
  locale: SiteLocale = DEFAULT_SITE_LOCALE,
): Rendered {
  const text = dictionaries[locale]
  const words = text.mails.newsletter
  return render(
    brand,
    words.subject(brand.name),
    [
      { paragraph: words.hello },
      { paragraph: words.body(brand.name) },
      { button: { label: words.confirm, href: confirmLink } },
      { small: words.small },
      { button: { label: words.unsubscribe, href: unsubscribeLink, secondary: true } },
    ],
    text.meta,
  )
}
