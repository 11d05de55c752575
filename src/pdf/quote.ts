import { PDFDocument, StandardFonts } from 'pdf-lib'

import { formatLongDate, formatPrice } from '@/lib/format'
import { quantityText, type SentQuote, sentQuoteTitle } from '@/lib/sentQuote'

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
}

/** The file a customer downloads: « devis-DEV-000123-v2.pdf ». */
export const quoteFileName = (quote: Pick<SentQuote, 'reference' | 'version'>) =>
  `devis-${quote.reference}-v${quote.version}.pdf`

// right edges of the table's number columns, from the left margin (the content is 495 pt wide)
const COLUMNS = { quantity: 285, unitPrice: 390, total: 495 }
const LABEL_WIDTH = 200

function letterhead(flow: Flow, styles: Styles, { company, quote }: QuotePdfInput): void {
  flow.draw([
    { text: company.name, style: styles.company, right: { text: 'DEVIS', style: styles.title } },
    ...flow.paragraph(company.address, styles.meta),
    ...flow.paragraph(`Téléphone : ${company.phone}  ·  Email : ${company.email}`, styles.meta),
  ])
  flow.rule(COLORS.line, 10)
  flow.draw([
    ...flow.paragraph(`Devis ${sentQuoteTitle(quote)}`, styles.name),
    ...flow.paragraph(`Date : ${formatLongDate(quote.sentAt)}`, styles.body, { gapBefore: 2 }),
    ...flow.paragraph(`Valable jusqu’au : ${formatLongDate(quote.validUntil)}`, styles.body),
  ])
}

function customerBlock(flow: Flow, styles: Styles, { customer }: QuotePdfInput): void {
  const rows: Row[] = [
    ...flow.paragraph('Client', styles.detail, { gapBefore: 10 }),
    ...flow.paragraph(customer.name, styles.name),
  ]
  if (customer.company) rows.push(...flow.paragraph(customer.company, styles.body))
  rows.push(...flow.paragraph(`${customer.phone}  ·  ${customer.email}`, styles.body))
  if (customer.subject)
    rows.push(...flow.paragraph(`Objet : ${customer.subject}`, styles.body, { gapBefore: 4 }))
  flow.draw(rows)
}

function linesTable(flow: Flow, styles: Styles, { quote }: QuotePdfInput): void {
  flow.space(12)
  const head = styles.detail
  flow.draw([
    {
      text: 'Désignation',
      style: head,
      cells: [
        { text: 'Quantité', style: head, rightEdge: COLUMNS.quantity },
        { text: 'Prix unitaire', style: head, rightEdge: COLUMNS.unitPrice },
        { text: 'Total HT', style: head, rightEdge: COLUMNS.total },
      ],
    },
  ])
  for (const line of quote.lines) {
    const [first, ...rest] = flow.paragraph(line.label, styles.body, { width: LABEL_WIDTH })
    flow.draw(
      [
        {
          ...(first ?? { text: '', style: styles.body }),
          cells: [
            { text: quantityText(line), style: styles.body, rightEdge: COLUMNS.quantity },
            { text: formatPrice(line.unitPrice), style: styles.body, rightEdge: COLUMNS.unitPrice },
            { text: formatPrice(line.total), style: styles.body, rightEdge: COLUMNS.total },
          ],
        },
        ...rest,
      ],
      { separator: COLORS.line },
    )
  }
  flow.rule(COLORS.ink, 6)
}

function totals(flow: Flow, styles: Styles, { quote }: QuotePdfInput): void {
  const row = (label: string, amount: number, strong = false): Row => {
    const style = strong ? styles.price : styles.body
    return {
      text: '',
      style,
      cells: [
        { text: label, style, rightEdge: COLUMNS.unitPrice },
        { text: formatPrice(amount), style, rightEdge: COLUMNS.total },
      ],
    }
  }
  const rate = quote.vatRate.toLocaleString('fr-FR')
  flow.draw([
    row('Total HT', quote.totalHT),
    row(`TVA (${rate} %)`, quote.vat),
    { ...row('Total TTC', quote.totalTTC, true), gapBefore: 4 },
  ])
}

function closing(flow: Flow, styles: Styles, { quote, link }: QuotePdfInput): void {
  if (quote.conditions)
    flow.draw([
      ...flow.paragraph('Conditions', styles.name, { gapBefore: 18 }),
      ...flow.paragraph(quote.conditions, styles.body, { gapBefore: 2 }),
    ])
  flow.draw([
    ...flow.paragraph('Pour accepter ce devis en ligne, ou en discuter avec nous :', styles.body, {
      gapBefore: 14,
    }),
    ...flow.paragraph(link, styles.detail),
  ])
}

function footer(doc: PDFDocument, flow: Flow, styles: Styles, input: QuotePdfInput): void {
  const pages = doc.getPages()
  const small = { ...styles.detail, size: 8.5 }
  const left = flow.safe(`${input.company.name} — Devis ${sentQuoteTitle(input.quote)}`)
  pages.forEach((page, index) => {
    const label = flow.safe(`Page ${index + 1} / ${pages.length}`)
    const width = small.font.widthOfTextAtSize(label, small.size)
    page.drawText(left, { ...small, x: MARGIN.x, y: MARGIN.bottom / 2 })
    page.drawText(label, { ...small, x: A4_SIZE[0] - MARGIN.x - width, y: MARGIN.bottom / 2 })
  })
}

/** A sent quote as PDF bytes: letterhead, customer, lines, totals, conditions, link. */
export async function buildQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const sent = new Date(input.quote.sentAt)
  doc.setTitle(`Devis ${sentQuoteTitle(input.quote)} — ${input.company.name}`)
  doc.setAuthor(input.company.name)
  doc.setLanguage('fr-FR')
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
  footer(doc, flow, styles, input)
  return doc.save()
}
