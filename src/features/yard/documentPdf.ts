// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { PDFDocument, StandardFonts } from 'pdf-lib'

import { A4_SIZE, Flow, MARGIN, type Row } from '@/platform/pdf/flow'
import { COLORS, makeStyles, type Styles } from '@/platform/pdf/styles'

/** What heads every document of the yard: the company, the reservation, its customer. */
export type YardDocumentHead = {
  /** « Bon de sortie », « Reçu de caution » */
  title: string
  /** « Réservation n° 12 » */
  reservation: string
  company: { name: string; phone: string; email: string; address: string; identity: string | null }
  customer: { name: string; company?: string | null; phone?: string | null; email?: string | null }
  /** « du 4 au 6 juin 2029 » as already worded */
  period: string
}

export const YARD_DOCUMENT_INTL = 'fr-FR'

/** A block's heading inside a yard document. */
export const heading = (flow: Flow, styles: Styles, text: string): Row[] =>
  flow.paragraph(text, styles.name, { gapBefore: 14 })

function letterhead(flow: Flow, styles: Styles, head: YardDocumentHead): void {
  const { company } = head
  flow.draw([
    { text: company.name, style: styles.company, right: { text: head.title, style: styles.title } },
    ...flow.paragraph(company.address, styles.meta),
    ...flow.paragraph(`Téléphone : ${company.phone}  ·  Email : ${company.email}`, styles.meta),
    ...(company.identity ? flow.paragraph(company.identity, styles.meta) : []),
  ])
  flow.rule(COLORS.line, 10)
  flow.draw([
    ...flow.paragraph(head.reservation, styles.name),
    ...flow.paragraph(`Période : ${head.period}`, styles.body, { gapBefore: 2 }),
  ])
}

function customerBlock(flow: Flow, styles: Styles, { customer }: YardDocumentHead): void {
  const contact = [customer.phone, customer.email].filter((value) => value?.trim()).join('  ·  ')
  flow.draw([
    ...flow.paragraph('Client', styles.detail, { gapBefore: 10 }),
    ...flow.paragraph(customer.name, styles.name),
    ...(customer.company ? flow.paragraph(customer.company, styles.body) : []),
    ...(contact ? flow.paragraph(contact, styles.body) : []),
  ])
}

function footer(doc: PDFDocument, flow: Flow, styles: Styles, head: YardDocumentHead): void {
  const pages = doc.getPages()
  const small = { ...styles.detail, size: 8.5 }
  const left = flow.safe(`${head.company.name} — ${head.title} · ${head.reservation}`)
  const identity = head.company.identity && flow.safe(head.company.identity)
  pages.forEach((page, index) => {
    const label = flow.safe(`Page ${index + 1} / ${pages.length}`)
    const width = small.font.widthOfTextAtSize(label, small.size)
    page.drawText(left, { ...small, x: MARGIN.x, y: MARGIN.bottom / 2 })
    if (identity) page.drawText(identity, { ...small, x: MARGIN.x, y: MARGIN.bottom / 2 - 11 })
    page.drawText(label, { ...small, x: A4_SIZE[0] - MARGIN.x - width, y: MARGIN.bottom / 2 })
  })
}

/**
 * A yard document as PDF bytes (#62): the letterhead with the title, the reservation and its
 * days, the customer, then `body`, and each page's footer; dated `at` (the same record draws
 * the same document).
 */
export async function yardDocumentPdf(
  head: YardDocumentHead,
  at: Date,
  body: (doc: PDFDocument, flow: Flow, styles: Styles) => Promise<void> | void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${head.title} — ${head.reservation} — ${head.company.name}`)
  doc.setAuthor(head.company.name)
  doc.setLanguage(YARD_DOCUMENT_INTL)
  doc.setCreationDate(at)
  doc.setModificationDate(at)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const styles = makeStyles(regular, bold)
  const flow = new Flow(doc, regular)
  letterhead(flow, styles, head)
  customerBlock(flow, styles, head)
  await body(doc, flow, styles)
  footer(doc, flow, styles, head)
  return doc.save()
}
