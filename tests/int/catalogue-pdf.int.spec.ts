// features: equipment
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { dictionaries } from '@/i18n/site'
import { buildCataloguePdf, type CatalogueInput } from '@/app/(frontend)/catalogue.pdf/cataloguePdf'
import { toWinAnsi } from '@/platform/pdf/winAnsi'
import { toSiteEquipment } from '@/features/equipment/shape'
import type { SiteEquipment } from '@/features/equipment/shape'
import { formatPrice } from '@/lib/format'

import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'

let payload: Payload
let equipment: SiteEquipment[]

const company = {
  name: 'BK Multiservices',
  phone: '+227 20 72 35 00',
  email: 'contact@bk-multiservices.ne',
}
const date = new Date('2026-11-21T10:00:00Z')

/** The PDF, loaded back with pdf-lib, and the text of each page. */
async function render(input: Partial<CatalogueInput> = {}) {
  const bytes = await buildCataloguePdf({
    equipment,
    company,
    legal: { identity: null },
    date,
    text: dictionaries.fr,
    ...input,
  })
  const doc = await PDFDocument.load(bytes)
  const pages = pageTexts(doc)
  return { bytes, doc, pages, text: pages.flat().join('\n') }
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'equipment',
    depth: 1,
    pagination: false,
    sort: ['order', 'name'],
    overrideAccess: false,
    where: { isActive: { equals: true } },
  })
  equipment = docs.map((doc) => toSiteEquipment(doc))
})

describe('catalogue PDF', () => {
  it('is a PDF pdf-lib reads back, with every seeded equipment, its price, category and status', async () => {
    expect(equipment.length).toBeGreaterThan(10)
    const { bytes, doc, pages, text } = await render()
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
    expect(doc.getTitle()).toBe('Catalogue des équipements — BK Multiservices')

    expect(pages[0]).toEqual(
      expect.arrayContaining([
        'Catalogue des équipements',
        'BK Multiservices',
        'Généré le 21 novembre 2026',
      ]),
    )
    expect(text).toContain('Téléphone : +227 20 72 35 00')
    expect(text).toContain('Email : contact@bk-multiservices.ne')
    for (const item of equipment) expect(text).toContain(item.name)
    expect(text).toContain('85 000 F CFA/jour')
    expect(text).toContain(`${formatPrice(120000)}/jour`.replace(/\s/g, ' '))
    for (const label of ['BTP', 'Engins', 'Véhicules', 'Matériel'])
      expect(pages.flat()).toContain(label)
    for (const label of ['Disponible', 'En location', 'Maintenance', 'Vendu'])
      expect(pages.flat()).toContain(label)
    expect(text).toContain('Marque : Caterpillar')
    expect(text).toMatch(/\d+ unités disponibles/)
    expect(text).toContain('Localisation : Niamey, Niger')
  })

  it('numbers every page "Page X / Y" and wraps long descriptions inside the margins', async () => {
    const long = `${'Description très détaillée du matériel, de ses usages et de ses conditions de location. '.repeat(40)}Fin.`
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...equipment[0]!,
      _id: `x${index}`,
      name: `Engin ${index + 1}`,
      description: long,
    }))
    const { doc, pages } = await render({ equipment: many })
    const total = doc.getPageCount()
    expect(total).toBeGreaterThan(1)
    pages.forEach((texts, index) => expect(texts).toContain(`Page ${index + 1} / ${total}`))
    const descriptionLines = pages
      .flat()
      .filter((line) => line.startsWith('Description') || line.includes('conditions'))
    expect(descriptionLines.length).toBeGreaterThan(12 * 5)
    expect(Math.max(...descriptionLines.map((line) => line.length))).toBeLessThan(130)
    expect(pages.flat().some((line) => line.endsWith('conditions de location. Fin.'))).toBe(true)
  })

  it('cuts a word too long for one line instead of running past the margin', async () => {
    const word = 'W'.repeat(300)
    const { pages } = await render({ equipment: [{ ...equipment[0]!, description: word }] })
    const pieces = pages.flat().filter((line) => /^W+$/.test(line))
    expect(pieces.length).toBeGreaterThan(2)
    expect(pieces.join('')).toBe(word)
  })

  it('does not throw on accents, narrow no-break spaces or characters WinAnsi cannot encode', async () => {
    const odd: SiteEquipment = {
      ...equipment[0]!,
      name: 'Bétonnière Œuvre 350\u202fL – ½ m³',
      description: 'Capacité\u00a0≥\u202f350 L ; tambour ő 🚜 混凝土\nDeuxième paragraphe.',
      location: 'Tillabéri,\u2009Niger',
      price: 1234567,
      specifications: { brand: 'Altrad', weight: '250\u202fkg' },
    }
    const { text } = await render({
      equipment: [odd],
      company: { ...company, name: 'BK Multiservices\u202f⚙' },
    })
    expect(text).toContain('Bétonnière Œuvre 350 L – ½ m³')
    expect(text).toContain('Capacité >= 350 L ; tambour o ? ???')
    expect(text).toContain('Deuxième paragraphe.')
    expect(text).toContain('1 234 567 F CFA/jour')
    expect(text).toContain('Localisation : Tillabéri, Niger')
    expect(text).toContain('Poids : 250 kg')
    expect(text).toContain('BK Multiservices ?')
  })

  it('speaks the language it is given: the English site’s /en/catalogue.pdf', async () => {
    const { doc, pages, text } = await render({ text: dictionaries.en })
    expect(doc.getTitle()).toBe('Equipment catalogue — BK Multiservices')
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Equipment catalogue', 'Generated on 21 November 2026']),
    )
    expect(text).toContain('Phone: +227 20 72 35 00')
    expect(text).toMatch(/\d+ units available/)
    expect(text).toContain('Location: Niamey, Niger')
    expect(text).toContain('/day')
    expect(text).not.toContain('/jour')
    expect(text).toContain('Page 1 / ')
  })

  it('prints the company’s NIF and RCCM under its contact details (#59)', async () => {
    const { pages } = await render({
      legal: { identity: 'NIF : 12345/P · RCCM : NI-NIA-2015-B-123' },
    })
    expect(pages[0]).toContain('NIF : 12345/P · RCCM : NI-NIA-2015-B-123')
  })

  it('says so when there is no equipment', async () => {
    const { doc, text } = await render({ equipment: [] })
    expect(doc.getPageCount()).toBe(1)
    expect(text).toContain('Aucun équipement disponible pour le moment.')
    expect(text).toContain('Page 1 / 1')
  })
})

describe('toWinAnsi', () => {
  const charset = new Set([...Array(0x7f - 0x20).keys()].map((code) => code + 0x20).concat([0xe9]))

  it('turns fr-FR Intl spaces into plain spaces and drops invisible characters', () => {
    expect(toWinAnsi('85\u202f000\u00a0F\u202fCFA', charset)).toBe('85 000 F CFA')
    expect(toWinAnsi('a\u200bb\u00adc\td', charset)).toBe('abc d')
  })

  it('keeps what the font encodes, strips accents it lacks, replaces the rest', () => {
    expect(toWinAnsi('été', charset)).toBe('été')
    expect(toWinAnsi('ōő ≤ 🚜', charset)).toBe('oo <= ?')
  })
})
