// features: yard
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  type HandoverNoteInput,
  handoverNoteFileName,
  handoverNotePdf,
  handoverNoteTitle,
} from '@/features/yard/notePdf'
import { formatLongDateTime, formatPrice } from '@/lib/format'

import { pageTexts } from '../helpers/pdfText'

/** What the PDF shows of a text: the kit draws fr-FR's no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** Every line the document shows, page after page. */
async function textOf(bytes: Uint8Array): Promise<string> {
  return pageTexts(await PDFDocument.load(bytes))
    .flat()
    .join('\n')
}

/** The images the pages draw (a PNG's transparency mask, drawn by its image, not counted). */
async function imagesDrawn(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().reduce((count, page) => {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    return count + (objects?.keys().length ?? 0)
  }, 0)
}

const RECORDED_AT = '2029-06-04T08:30:00.000Z'

let signature: Uint8Array
let photo: Uint8Array
let otherPhoto: Uint8Array

beforeAll(async () => {
  signature = await sharp({
    create: { width: 360, height: 140, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer()
  photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  otherPhoto = await sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer()
})

const note = (overrides: Partial<HandoverNoteInput> = {}): HandoverNoteInput => ({
  kind: 'out',
  reservation: 'Réservation n° 12',
  company: {
    name: 'BK Multiservices',
    phone: '+227 20 00 00 00',
    email: 'contact@bk.example',
    address: 'Plateau, Niamey',
    identity: 'NIF 123456 · RCCM NE-NIM-2020-B-123',
  },
  customer: {
    name: 'Aïcha Moussa',
    company: 'Sahel Travaux',
    phone: '+227 90 00 00 00',
    email: 'aicha@sahel.example',
  },
  period: 'du 4 au 6 juin 2029',
  recordedAt: RECORDED_AT,
  recordedBy: 'Ibrahim Sani',
  units: [
    {
      machine: 'Pelle hydraulique CAT 320D',
      fleetNumber: 'PEL-07',
      serial: 'CAT0320DKZX123456789',
      hourMeter: 1520,
      fuel: '3/4',
    },
  ],
  checklist: [
    { item: 'Pneus', ok: true },
    { item: 'Rétroviseur gauche', ok: false, note: 'fêlé' },
  ],
  accessories: 'Godet 600 mm, clé de contact',
  receiverName: 'Oumarou Issa',
  signature,
  photos: [photo, otherPhoto],
  charges: [],
  total: null,
  ...overrides,
})

const returned = (overrides: Partial<HandoverNoteInput> = {}) =>
  note({
    kind: 'return',
    units: [{ ...note().units[0]!, hourMeter: 1548.5, fuel: '1/4', hoursUsed: 28.5 }],
    charges: [
      { label: 'Retard : 2 jours', amount: 170000 },
      { label: 'Rétroviseur gauche à remplacer', amount: 45000 },
    ],
    total: 215000,
    ...overrides,
  })

describe('the yard’s handover notes', () => {
  it('names the note and its file', () => {
    expect(handoverNoteTitle('out')).toBe('Bon de sortie')
    expect(handoverNoteTitle('return')).toBe('Bon de retour')
    expect(handoverNoteFileName('out', 12)).toBe('bon-de-sortie-reservation-12.pdf')
    expect(handoverNoteFileName('return', '12')).toBe('bon-de-retour-reservation-12.pdf')
  })

  it('writes a check-out: customer, unit, checklist, accessories, receiver, no charges', async () => {
    const bytes = await handoverNotePdf(note())
    const text = await textOf(bytes)
    for (const expected of [
      'Bon de sortie',
      'Réservation n° 12',
      'Période : du 4 au 6 juin 2029',
      'Client',
      'Aïcha Moussa',
      'Sahel Travaux',
      'Pelle hydraulique CAT 320D',
      'PEL-07',
      plain(new Intl.NumberFormat('fr-FR').format(1520)),
      '3/4',
      'Rétroviseur gauche — fêlé',
      'À revoir',
      'OK',
      'Accessoires remis',
      'Godet 600 mm, clé de contact',
      'Reçu par',
      'Oumarou Issa',
      `Enregistré le ${plain(formatLongDateTime(RECORDED_AT))} par Ibrahim Sani.`,
    ])
      expect(text).toContain(expected)
    expect(plain(formatLongDateTime(RECORDED_AT))).toBe('4 juin 2029 à 09:30')
    expect(text).not.toContain('Heures utilisées')
    expect(text).not.toContain('Frais')
    expect(text).not.toContain('Total à régler')
    // the two photos and the signature
    expect(await imagesDrawn(bytes)).toBe(3)
  })

  it('writes a return: hours used, each charge and the total to pay', async () => {
    const input = returned()
    const text = await textOf(await handoverNotePdf(input))
    for (const expected of [
      'Bon de retour',
      'Aïcha Moussa',
      'PEL-07',
      'Heures utilisées',
      plain(new Intl.NumberFormat('fr-FR').format(1548.5)),
      '28,5',
      'Accessoires rendus',
      'Frais',
      'Retard : 2 jours',
      plain(formatPrice(170000, 'fr-FR')),
      plain(formatPrice(45000, 'fr-FR')),
      'Total à régler',
      plain(formatPrice(215000, 'fr-FR')),
      'Rendu par',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Reçu par')
    expect(text).not.toContain('Accessoires remis')
  })

  it('says when a return costs nothing, and leaves out accessories not given', async () => {
    const text = await textOf(
      await handoverNotePdf(returned({ charges: [], total: 0, accessories: null })),
    )
    expect(text).toContain('Aucun frais.')
    expect(text).not.toContain('Total à régler')
    expect(text).not.toContain('Accessoires')
  })

  it('draws six photos at most and counts the others', async () => {
    const photos = Array.from({ length: 8 }, (_, index) => (index % 2 ? otherPhoto : photo))
    const many = await handoverNotePdf(note({ photos }))
    const none = await handoverNotePdf(note({ photos: [] }))
    expect(await imagesDrawn(many)).toBe(7)
    expect(await imagesDrawn(none)).toBe(1)
    expect(many.length).toBeGreaterThan(none.length)
    const text = await textOf(many)
    expect(text).toContain('Photos (8)')
    expect(text).toContain('2 autres photos prises, non reproduites ici.')
    expect(text).toContain('Photo 6 / 6')
    expect(await textOf(none)).not.toContain('Photos')
  })

  it('keeps a document when a photo or the signature cannot be read', async () => {
    const broken = new Uint8Array([1, 2, 3])
    const bytes = await handoverNotePdf(note({ photos: [photo, broken], signature: broken }))
    const text = await textOf(bytes)
    expect(await imagesDrawn(bytes)).toBe(1)
    expect(text).toContain('1 autre photo prise, non reproduite ici.')
    expect(text).toContain('Signature illisible.')
  })

  it('draws a long serial number smaller, then cut, within its column', async () => {
    const serial = 'SN-0123456789-ABCDEFGHIJ-0123456789-ABCDEFGHIJ'
    const unit = { ...note().units[0]!, serial }
    const lines = pageTexts(await PDFDocument.load(await handoverNotePdf(note({ units: [unit] }))))
      .flat()
      .filter((line) => line.startsWith('SN-'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^SN-0123456789-.*…$/)
    expect(lines[0]!.length).toBeLessThan(serial.length)
  })

  it('makes any text safe for the standard fonts', async () => {
    const text = await textOf(
      await handoverNotePdf(
        note({ customer: { name: 'Chantier ő 🚜 混凝土' }, recordedBy: 'Zoë\u202fK.' }),
      ),
    )
    expect(text).toContain('Chantier o ? ???')
    expect(text).toContain('par Zoë K.')
  })
})
