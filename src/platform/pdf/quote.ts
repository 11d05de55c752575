import { PDFDocument, StandardFonts } from 'pdf-lib'

import type { SiteText } from '@/i18n/site/fr'
import type { LegalMentions } from '@/i18n/site/legalMentions'
import { formatLongDate, formatPrice } from '@/lib/format'
import { lineText } from '@/i18n/site/template'
import { type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'

import { A4_SIZE, Flow, MARGIN, type Row } from './flow'
import { COLORS, makeStyles, type Styles } from './styles'

type QuoteCompany = {
  name: string
  phone: string
  email: string
  address: string
}

type QuoteCustomer = {
  name: string
  company?: string | null
  email: string
  phone: string
  subject?: string | null
}

export type QuotePdfInput = {
  quote: SentQuote
  company: QuoteCompany
  customer: QuoteCustomer
  /** The customer's page, where the quote is read and accepted. */
  link: string
  /** The words of the request's language (a route handler has no page language to read). */
  text: SiteText
  /** NIF, RCCM and bank lines from the settings, in the request's language */
  legal: LegalMentions
  /** The settings' « Cachet et signature » as PNG, when there is one */
  stamp: Uint8Array | null
}

/** The file a customer downloads, in the request's language: « devis-DEV-000123-v2.pdf ». */
export const quoteFileName = (
  quote: Pick<SentQuote, 'reference' | 'version'>,
  { quotePdf }: SiteText,
) => quotePdf.fileName(quote.reference, quote.version)

// right edges of the table's number columns, from the left margin (the content is 495 pt wide)
const COLUMNS = { quantity: 285, unitPrice: 390, total: 495 }
const LABEL_WIDTH = 200
const STAMP_BOX = { width: 150, height: 75 }

function letterhead(
  flow: Flow,
  styles: Styles,
  { company, quote, text, legal }: QuotePdfInput,
): void {
  const { meta, pdf, quotePdf } = text
  const date = (value: string) => formatLongDate(value, meta.intl)
  const contact = `${pdf.phone}${meta.colon}${company.phone}  ·  ${pdf.email}${meta.colon}${company.email}`
  flow.draw([
    {
      text: company.name,
      style: styles.company,
      right: { text: quotePdf.heading, style: styles.title },
    },
    ...flow.paragraph(company.address, styles.meta),
    ...flow.paragraph(contact, styles.meta),
    ...(legal.identity ? flow.paragraph(legal.identity, styles.meta) : []),
  ])
  flow.rule(COLORS.line, 10)
  flow.draw([
    ...flow.paragraph(text.customerQuote.quote(sentQuoteTitle(quote)), styles.name),
    ...flow.paragraph(quotePdf.date(date(quote.sentAt)), styles.body, { gapBefore: 2 }),
    ...flow.paragraph(quotePdf.validUntil(date(quote.validUntil)), styles.body),
  ])
}

function customerBlock(flow: Flow, styles: Styles, { customer, text }: QuotePdfInput): void {
  const rows: Row[] = [
    ...flow.paragraph(text.quotePdf.customer, styles.detail, { gapBefore: 10 }),
    ...flow.paragraph(customer.name, styles.name),
  ]
  if (customer.company) rows.push(...flow.paragraph(customer.company, styles.body))
  rows.push(...flow.paragraph(`${customer.phone}  ·  ${customer.email}`, styles.body))
  if (customer.subject)
    rows.push(
      ...flow.paragraph(text.quotePdf.subject(customer.subject), styles.body, { gapBefore: 4 }),
    )
  flow.draw(rows)
}

function linesTable(flow: Flow, styles: Styles, { quote, text }: QuotePdfInput): void {
  const { customerQuote, meta, quotePdf } = text
  const price = (amount: number) => formatPrice(amount, meta.intl)
  flow.space(12)
  const head = styles.detail
  flow.draw([
    {
      text: quotePdf.designation,
      style: head,
      cells: [
        { text: quotePdf.quantity, style: head, rightEdge: COLUMNS.quantity },
        { text: quotePdf.unitPrice, style: head, rightEdge: COLUMNS.unitPrice },
        { text: customerQuote.totalHT, style: head, rightEdge: COLUMNS.total },
      ],
    },
  ])
  for (const line of quote.lines) {
    const { designation, quantity } = lineText(line, customerQuote, meta.intl)
    const [first, ...rest] = flow.paragraph(designation, styles.body, { width: LABEL_WIDTH })
    flow.draw(
      [
        {
          ...(first ?? { text: '', style: styles.body }),
          cells: [
            {
              text: quantity,
              style: styles.body,
              rightEdge: COLUMNS.quantity,
            },
            { text: price(line.unitPrice), style: styles.body, rightEdge: COLUMNS.unitPrice },
            { text: price(line.total), style: styles.body, rightEdge: COLUMNS.total },
          ],
        },
        ...rest,
      ],
      { separator: COLORS.line },
    )
  }
  flow.rule(COLORS.ink, 6)
}

function totals(flow: Flow, styles: Styles, { quote, text }: QuotePdfInput): void {
  const { customerQuote, meta } = text
  const row = (label: string, amount: number, strong = false): Row => {
    const style = strong ? styles.price : styles.body
    return {
      text: '',
      style,
      cells: [
        { text: label, style, rightEdge: COLUMNS.unitPrice },
        { text: formatPrice(amount, meta.intl), style, rightEdge: COLUMNS.total },
      ],
    }
  }
  flow.draw([
    row(customerQuote.totalHT, quote.totalHT),
    row(customerQuote.vat(quote.vatRate.toLocaleString(meta.intl)), quote.vat),
    { ...row(customerQuote.totalTTC, quote.totalTTC, true), gapBefore: 4 },
  ])
}

function closing(flow: Flow, styles: Styles, { quote, link, text, legal }: QuotePdfInput): void {
  if (quote.conditions)
    flow.draw([
      ...flow.paragraph(text.quotePdf.conditions, styles.name, { gapBefore: 18 }),
      ...flow.paragraph(quote.conditions, styles.body, { gapBefore: 2 }),
    ])
  if (legal.bank)
    flow.draw([
      ...flow.paragraph(text.pdf.payment, styles.name, { gapBefore: 14 }),
      ...flow.paragraph(legal.bank, styles.body, { gapBefore: 2 }),
    ])
  flow.draw([
    ...flow.paragraph(text.quotePdf.acceptOnline, styles.body, { gapBefore: 14 }),
    ...flow.paragraph(link, styles.detail),
  ])
}

/** The stamp and signature, under the quote at the right (the settings' image, when set). */
async function stamp(doc: PDFDocument, flow: Flow, styles: Styles, input: QuotePdfInput) {
  if (!input.stamp) return
  const image = await doc.embedPng(input.stamp)
  flow.image(image, STAMP_BOX, { text: input.text.pdf.stamp, style: styles.detail, gapBefore: 18 })
}

function footer(doc: PDFDocument, flow: Flow, styles: Styles, input: QuotePdfInput): void {
  const pages = doc.getPages()
  const small = { ...styles.detail, size: 8.5 }
  const { customerQuote, pdf } = input.text
  const left = flow.safe(
    `${input.company.name} — ${customerQuote.quote(sentQuoteTitle(input.quote))}`,
  )
  const identity = input.legal.identity && flow.safe(input.legal.identity)
  pages.forEach((page, index) => {
    const label = flow.safe(pdf.pageNumber(index + 1, pages.length))
    const width = small.font.widthOfTextAtSize(label, small.size)
    page.drawText(left, { ...small, x: MARGIN.x, y: MARGIN.bottom / 2 })
    if (identity) page.drawText(identity, { ...small, x: MARGIN.x, y: MARGIN.bottom / 2 - 11 })
    page.drawText(label, { ...small, x: A4_SIZE[0] - MARGIN.x - width, y: MARGIN.bottom / 2 })
  })
}

/** A sent quote as PDF bytes: letterhead, customer, lines, totals, conditions, link. */
export async function buildQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const sent = new Date(input.quote.sentAt)
  doc.setTitle(
    `${input.text.customerQuote.quote(sentQuoteTitle(input.quote))} — ${input.company.name}`,
  )
  doc.setAuthor(input.company.name)
  doc.setLanguage(input.text.meta.intl)
  doc.setCreationDate(sent)
  doc.setModificationDate(sent)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const styles = makeStyles(regular, bold)
  const flow = new Flow(doc, regular)
  letterhead(flow, styles, input)
  customerBlock(flow, styles, input)
  linesTable(flow, styles, input)
  totals(flow, styles, input)
  closing(flow, styles, input)
  await stamp(doc, flow, styles, input)
  footer(doc, flow, styles, input)
  return doc.save()
}
