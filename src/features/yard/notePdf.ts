// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { PDFDocument, PDFImage } from 'pdf-lib'

import { formatLongDateTime, formatPrice, slugify } from '@/lib/format'
import type { Flow } from '@/platform/pdf/flow'
import { COLORS, type Styles } from '@/platform/pdf/styles'
import type { TextStyle } from '@/platform/pdf/wrap'

import { heading, YARD_DOCUMENT_INTL, yardDocumentPdf, type YardDocumentHead } from './documentPdf'

export type HandoverNoteInput = Omit<YardDocumentHead, 'title'> & {
  kind: 'out' | 'return'
  /** ISO instant of the record */
  recordedAt: string
  /** the staff member's name */
  recordedBy: string
  units: {
    machine: string
    fleetNumber?: string | null
    serial?: string | null
    hourMeter: number
    /** already a label: « 3/4 » */
    fuel: string
    /** return only: hours since the check-out */
    hoursUsed?: number | null
  }[]
  checklist: { item: string; ok: boolean; note?: string | null }[]
  accessories: string | null
  /** who receives the machine (out) or brings it back (return) */
  receiverName: string
  /** PNG bytes of the signature drawn on the phone */
  signature: Uint8Array
  /** JPEG bytes, at most 6 drawn (a line says how many more were taken) */
  photos: Uint8Array[]
  /** return only: late days, early return, damages; may be empty */
  charges: { label: string; amount: number }[]
  /** return only: sum of charges, null on a check-out */
  total: number | null
}

type Kind = HandoverNoteInput['kind']

/** The note's name: its heading, the file's, the document's title. */
export const handoverNoteTitle = (kind: Kind) =>
  kind === 'out' ? 'Bon de sortie' : 'Bon de retour'

/** « bon-de-sortie-reservation-12.pdf », « bon-de-retour-reservation-12.pdf » */
export const handoverNoteFileName = (kind: Kind, reservationId: number | string) =>
  `${slugify(`${handoverNoteTitle(kind)} réservation ${reservationId}`)}.pdf`

const INTL = YARD_DOCUMENT_INTL
/** The photos drawn, each within PHOTO_BOX; the others are counted on one line. */
const PHOTOS_MAX = 6
const PHOTO_BOX = { width: 160, height: 120 }
const SIGNATURE_BOX = { width: 180, height: 70 }
/** What the signature's block takes (heading, name, caption, image, record line), kept whole. */
const SIGNATURE_BLOCK = 160
/** The units' heading, their columns' names and a first machine, kept together. */
const UNITS_HEAD = 60
/** The photos' heading, its line and a first caption, kept with the first photo. */
const PHOTOS_HEAD = 60
/** A table's cell is drawn smaller, down to this size, before it is cut. */
const CELL_MIN_SIZE = 7
const COLUMN_GAP = 10
const MISSING = '—'
const AMOUNT_EDGE = 495
const TOTAL_LABEL_EDGE = 390
const CHARGE_LABEL_WIDTH = 370

type Column = {
  header: string
  width: number
  value: (unit: HandoverNoteInput['units'][number]) => string
}

const HOURS = new Intl.NumberFormat(INTL, { maximumFractionDigits: 1 })
/** « 1 520 », « 1 520,5 »: a meter reads in tenths of an hour at most */
const hours = (value: number) => HOURS.format(value)
const orMissing = (value: string | null | undefined) => value?.trim() || MISSING

/** The units' columns after the machine's name, the last against the right margin. */
function unitColumns(kind: Kind): Column[] {
  const columns: Column[] = [
    { header: 'N° de parc', width: 60, value: (unit) => orMissing(unit.fleetNumber) },
    {
      header: 'N° de série',
      width: kind === 'return' ? 90 : 100,
      value: (unit) => orMissing(unit.serial),
    },
    { header: 'Compteur (h)', width: 60, value: (unit) => hours(unit.hourMeter) },
    { header: 'Carburant', width: 50, value: (unit) => orMissing(unit.fuel) },
  ]
  if (kind === 'out') return columns
  return [
    ...columns,
    {
      header: 'Heures utilisées',
      width: 70,
      value: (unit) =>
        unit.hoursUsed === null || unit.hoursUsed === undefined ? MISSING : hours(unit.hoursUsed),
    },
  ]
}

/**
 * Each column's right edge from the left margin, the last one against the right margin, and
 * the width left to the machine's name.
 */
function layout(flow: Flow, columns: Column[]): { edges: number[]; labelWidth: number } {
  const edges: number[] = []
  let edge = flow.contentWidth
  for (const column of [...columns].reverse()) {
    edges.unshift(edge)
    edge -= column.width + COLUMN_GAP
  }
  return { edges, labelWidth: edge }
}

/** `text` in `width`: drawn smaller down to CELL_MIN_SIZE, then cut with an ellipsis. */
function fitted(flow: Flow, text: string, style: TextStyle, width: number) {
  const safe = flow.safe(text)
  const fits = (value: string, size: number) => style.font.widthOfTextAtSize(value, size) <= width
  let size = style.size
  while (size > CELL_MIN_SIZE && !fits(safe, size)) size -= 0.5
  if (fits(safe, size)) return { text: safe, style: { ...style, size } }
  let cut = safe
  while (cut.length > 1 && !fits(`${cut}…`, size)) cut = cut.slice(0, -1)
  return { text: `${cut.trimEnd()}…`, style: { ...style, size } }
}

function unitsTable(flow: Flow, styles: Styles, input: HandoverNoteInput): void {
  const columns = unitColumns(input.kind)
  const { edges, labelWidth } = layout(flow, columns)
  const cells = (texts: string[], style: TextStyle) =>
    columns.map((column, index) => ({
      ...fitted(flow, texts[index] ?? '', style, column.width),
      rightEdge: edges[index] ?? flow.contentWidth,
    }))
  // the heading, the columns' names and a first machine on one page
  flow.keep(UNITS_HEAD)
  flow.draw([
    ...heading(flow, styles, 'Matériel'),
    {
      text: 'Machine',
      style: styles.detail,
      gapBefore: 4,
      cells: cells(
        columns.map((column) => column.header),
        styles.detail,
      ),
    },
  ])
  if (input.units.length === 0) {
    flow.draw(flow.paragraph('Aucune machine.', styles.body), { separator: COLORS.line })
    return
  }
  for (const unit of input.units) {
    const [first, ...rest] = flow.paragraph(unit.machine, styles.body, { width: labelWidth })
    flow.draw(
      [
        {
          ...(first ?? { text: '', style: styles.body }),
          cells: cells(
            columns.map((column) => column.value(unit)),
            styles.body,
          ),
        },
        ...rest,
      ],
      { separator: COLORS.line },
    )
  }
  flow.rule(COLORS.ink, 6)
}

function checklist(flow: Flow, styles: Styles, input: HandoverNoteInput): void {
  const width = flow.contentWidth - 60
  flow.draw(heading(flow, styles, 'État du matériel'))
  if (input.checklist.length === 0) {
    flow.draw(flow.paragraph('Aucun point contrôlé.', styles.body))
    return
  }
  for (const { item, ok, note } of input.checklist) {
    const text = note?.trim() ? `${item} — ${note.trim()}` : item
    const [first, ...rest] = flow.paragraph(text, styles.body, { width })
    const mark = { text: ok ? 'OK' : 'À revoir', style: styles.status(ok) }
    flow.draw([{ ...(first ?? { text: '', style: styles.body }), right: mark }, ...rest], {
      separator: COLORS.line,
    })
  }
}

function accessories(flow: Flow, styles: Styles, input: HandoverNoteInput): void {
  const text = input.accessories?.trim()
  if (!text) return
  const title = input.kind === 'out' ? 'Accessoires remis' : 'Accessoires rendus'
  flow.draw([...heading(flow, styles, title), ...flow.paragraph(text, styles.body)])
}

function charges(flow: Flow, styles: Styles, input: HandoverNoteInput): void {
  if (input.kind !== 'return') return
  const price = (amount: number) => formatPrice(amount, INTL)
  if (input.charges.length === 0) {
    flow.draw([...heading(flow, styles, 'Frais'), ...flow.paragraph('Aucun frais.', styles.body)])
    return
  }
  flow.draw(heading(flow, styles, 'Frais'))
  for (const charge of input.charges) {
    const [first, ...rest] = flow.paragraph(charge.label, styles.body, {
      width: CHARGE_LABEL_WIDTH,
    })
    flow.draw(
      [
        {
          ...(first ?? { text: '', style: styles.body }),
          cells: [{ text: price(charge.amount), style: styles.body, rightEdge: AMOUNT_EDGE }],
        },
        ...rest,
      ],
      { separator: COLORS.line },
    )
  }
  flow.rule(COLORS.ink, 6)
  const total = input.total ?? input.charges.reduce((sum, charge) => sum + charge.amount, 0)
  flow.draw([
    {
      text: '',
      style: styles.price,
      cells: [
        { text: 'Total à régler', style: styles.price, rightEdge: TOTAL_LABEL_EDGE },
        { text: price(total), style: styles.price, rightEdge: AMOUNT_EDGE },
      ],
    },
  ])
}

/** An image a document can do without: null when its bytes cannot be read. */
async function embedded(embed: () => Promise<PDFImage>): Promise<PDFImage | null> {
  try {
    return await embed()
  } catch {
    return null
  }
}

/** The first PHOTOS_MAX photos, one under the other; a line counts those not drawn. */
async function photos(doc: PDFDocument, flow: Flow, styles: Styles, input: HandoverNoteInput) {
  if (input.photos.length === 0) return
  const images: PDFImage[] = []
  for (const bytes of input.photos.slice(0, PHOTOS_MAX)) {
    const image = await embedded(() => doc.embedJpg(bytes))
    if (image) images.push(image)
  }
  const left = input.photos.length - images.length
  flow.keep(PHOTOS_HEAD + PHOTO_BOX.height)
  flow.draw([
    ...heading(flow, styles, `Photos (${input.photos.length})`),
    ...(left > 0
      ? flow.paragraph(
          left === 1
            ? '1 autre photo prise, non reproduite ici.'
            : `${left} autres photos prises, non reproduites ici.`,
          styles.detail,
        )
      : []),
  ])
  images.forEach((image, index) => {
    flow.image(image, PHOTO_BOX, {
      text: `Photo ${index + 1} / ${images.length}`,
      style: styles.detail,
      gapBefore: 8,
    })
  })
}

/** The receiver's name and signature, and who recorded the handover when, kept together. */
async function signature(doc: PDFDocument, flow: Flow, styles: Styles, input: HandoverNoteInput) {
  const image = await embedded(() => doc.embedPng(input.signature))
  flow.keep(SIGNATURE_BLOCK)
  flow.draw([
    ...heading(flow, styles, input.kind === 'out' ? 'Reçu par' : 'Rendu par'),
    ...flow.paragraph(input.receiverName, styles.body, { gapBefore: 2 }),
  ])
  if (image)
    flow.image(image, SIGNATURE_BOX, { text: 'Signature', style: styles.detail, gapBefore: 4 })
  else flow.draw(flow.paragraph('Signature illisible.', styles.detail, { gapBefore: 4 }))
  const recorded = formatLongDateTime(input.recordedAt, INTL)
  flow.draw(
    flow.paragraph(`Enregistré le ${recorded} par ${input.recordedBy}.`, styles.detail, {
      gapBefore: 10,
    }),
  )
}

/**
 * A rental's « Bon de sortie » or « Bon de retour » as PDF bytes: letterhead, reservation and
 * period, customer, units, checklist, accessories, a return's charges, photos, and the
 * receiver's signature with who recorded it when.
 */
export async function handoverNotePdf(input: HandoverNoteInput): Promise<Uint8Array> {
  const head = { ...input, title: handoverNoteTitle(input.kind) }
  return yardDocumentPdf(head, new Date(input.recordedAt), async (doc, flow, styles) => {
    unitsTable(flow, styles, input)
    checklist(flow, styles, input)
    accessories(flow, styles, input)
    charges(flow, styles, input)
    await photos(doc, flow, styles, input)
    await signature(doc, flow, styles, input)
  })
}
