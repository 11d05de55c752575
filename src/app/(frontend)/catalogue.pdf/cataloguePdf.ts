import { PDFDocument, StandardFonts } from 'pdf-lib'

import type { SiteEquipment } from '@/features/equipment/shape'
import type { SiteText } from '@/i18n/site/fr'
import type { LegalMentions } from '@/i18n/site/legalMentions'
import { countText } from '@/i18n/site/template'
import { formatLongDate } from '@/lib/format'
import { priceLines } from '@/lib/offers'
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_FACT_KEYS,
  EQUIPMENT_SPEC_KEYS,
  equipmentCategoryLabel,
  equipmentStatusLabel,
} from '@/lib/labels'

import { A4_SIZE, Flow, MARGIN, type Row } from '@/platform/pdf/flow'
import { COLORS, makeStyles, type Styles } from '@/platform/pdf/styles'

export const CATALOGUE_FILE_NAME = 'catalogue-bk-multiservices.pdf'

type CatalogueCompany = { name: string; phone: string; email: string }
export type CatalogueInput = {
  equipment: SiteEquipment[]
  company: CatalogueCompany
  /** NIF and RCCM from the settings (the bank is a quote's business) */
  legal: Pick<LegalMentions, 'identity'>
  date: Date
  /** The words of the visitor's language (a route reads no page's language: it is given). */
  text: SiteText
}

/** Equipment by category, in the spec's category order; unknown categories last. */
function byCategory(equipment: SiteEquipment[]): [string, SiteEquipment[]][] {
  const groups = new Map<string, SiteEquipment[]>(
    EQUIPMENT_CATEGORIES.map((category) => [category, []]),
  )
  for (const item of equipment)
    groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return [...groups].filter(([, items]) => items.length > 0)
}

function specificationsText(item: SiteEquipment, { client, meta }: SiteText): string {
  return EQUIPMENT_SPEC_KEYS.filter((key) => item.specifications[key] !== undefined)
    .map((key) => `${client.labels.equipmentSpecs[key]}${meta.colon}${item.specifications[key]}`)
    .join('  ·  ')
}

function equipmentRows(flow: Flow, styles: Styles, item: SiteEquipment, text: SiteText): Row[] {
  const { meta, client } = text
  const [first, ...rest] = flow.paragraph(item.name, styles.name)
  const status = {
    text: equipmentStatusLabel(item.status, client.labels.equipmentStatuses),
    style: styles.status(item.status === 'available'),
  }
  const facts = [countText(client.equipment.unitsAvailable, item.available, meta.intl)]
  for (const key of EQUIPMENT_FACT_KEYS)
    if (item[key]) facts.push(`${client.labels.equipmentFacts[key]}${meta.colon}${item[key]}`)
  const rows: Row[] = [
    { ...(first ?? { text: '', style: styles.name }), right: status },
    ...rest,
    ...priceLines(item, client.equipment, meta.intl, { periods: true }).map((line, index) => ({
      text: line.kind === 'sale' ? `${line.label}${meta.colon}${line.text}` : line.text,
      style: styles.price,
      gapBefore: index === 0 ? 2 : 0,
    })),
    ...flow.paragraph(facts.join('  ·  '), styles.detail),
  ]
  if (item.description)
    rows.push(...flow.paragraph(item.description, styles.body, { gapBefore: 4 }))
  const specifications = specificationsText(item, text)
  if (specifications) rows.push(...flow.paragraph(specifications, styles.detail, { gapBefore: 4 }))
  return rows
}

function heading(flow: Flow, styles: Styles, { company, date, text, legal }: CatalogueInput) {
  const { catalogue, meta, pdf } = text
  const contact = `${pdf.phone}${meta.colon}${company.phone}  ·  ${pdf.email}${meta.colon}${company.email}`
  flow.draw([
    ...flow.paragraph(catalogue.title, styles.title),
    ...flow.paragraph(company.name, styles.company, { gapBefore: 4 }),
    ...flow.paragraph(catalogue.generatedOn(formatLongDate(date, meta.intl)), styles.meta, {
      gapBefore: 6,
    }),
    ...flow.paragraph(contact, styles.meta),
    ...(legal.identity ? flow.paragraph(legal.identity, styles.meta) : []),
  ])
  flow.rule(COLORS.line, 12)
}

function numberPages(doc: PDFDocument, flow: Flow, styles: Styles, input: CatalogueInput): void {
  const { catalogue, pdf } = input.text
  const pages = doc.getPages()
  const footer = { ...styles.detail, size: 8.5 }
  const left = flow.safe(`${input.company.name} — ${catalogue.title}`)
  pages.forEach((page, index) => {
    const label = flow.safe(pdf.pageNumber(index + 1, pages.length))
    const width = footer.font.widthOfTextAtSize(label, footer.size)
    page.drawText(left, { ...footer, x: MARGIN.x, y: MARGIN.bottom / 2 })
    page.drawText(label, { ...footer, x: A4_SIZE[0] - MARGIN.x - width, y: MARGIN.bottom / 2 })
  })
}

/** The equipment catalogue as PDF bytes (standard Helvetica fonts: nothing to embed). */
export async function buildCataloguePdf(input: CatalogueInput): Promise<Uint8Array> {
  const { text } = input
  const doc = await PDFDocument.create()
  const title = `${text.catalogue.title} — ${input.company.name}`
  doc.setTitle(title)
  doc.setAuthor(input.company.name)
  doc.setLanguage(text.meta.intl)
  doc.setCreationDate(input.date)
  doc.setModificationDate(input.date)

  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const styles = makeStyles(regular, bold)
  const flow = new Flow(doc, regular)

  heading(flow, styles, input)
  const groups = byCategory(input.equipment)
  if (groups.length === 0)
    flow.draw(flow.paragraph(text.catalogue.empty, styles.body, { gapBefore: 12 }))
  for (const [category, items] of groups) {
    flow.space(10)
    flow.band(
      equipmentCategoryLabel(category, text.client.labels.equipmentCategories),
      styles.category,
      COLORS.band,
      80,
    )
    flow.space(8)
    items.forEach((item, index) => {
      flow.draw(equipmentRows(flow, styles, item, text), {
        separator: index > 0 ? COLORS.line : undefined,
      })
    })
  }
  numberPages(doc, flow, styles, input)
  return doc.save()
}
