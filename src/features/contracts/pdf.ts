// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { createHash } from 'node:crypto'

import { PDFDocument, StandardFonts } from 'pdf-lib'

import { heading, YARD_DOCUMENT_INTL, yardDocumentPdf } from '@/features/yard/documentPdf'
import { formatLongDateTime, formatPrice, slugify } from '@/lib/format'
import { COMPANY_TIME_ZONE } from '@/lib/timeZone'
import { Flow } from '@/platform/pdf/flow'
import { COLORS, makeStyles } from '@/platform/pdf/styles'

import type { ContractContent } from './content'
import { contractReference, contractTitle } from './labels'

const INTL = YARD_DOCUMENT_INTL
const price = (amount: number) => formatPrice(amount, INTL)

/** The SHA-256 of a document's exact bytes, in hexadecimal: what the customer accepts. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** « contrat-de-location-loc-12-version-2.pdf » */
export const contractFileName = (reservation: number, version: number, signed = false) =>
  `${slugify(`${contractTitle(reservation, version)}${signed ? ' signé' : ''}`)}.pdf`

/**
 * A version of the rental contract as PDF bytes (#62), drawn from its content alone and dated
 * when it was prepared: the same version draws the same bytes.
 */
export function contractPdf(content: ContractContent, version: number, at: Date) {
  const head = {
    title: 'Contrat de location',
    reservation: `${contractReference(content.reservation)} · version ${version}`,
    company: content.company,
    customer: content.customer,
    period: content.period,
  }
  return yardDocumentPdf(head, at, (_, flow, styles) => {
    const { quote } = content
    const text = (value: string, gapBefore = 2) => flow.paragraph(value, styles.body, { gapBefore })
    flow.draw([
      ...(content.customer.identity
        ? text(`Identité du client : ${content.customer.identity}`)
        : []),
      ...(content.company.bank ? text(`Règlements : ${content.company.bank}`) : []),
      ...heading(flow, styles, 'Matériel loué'),
    ])
    for (const machine of content.machines)
      flow.draw([
        {
          text: flow.safe(machine.name),
          style: styles.body,
          gapBefore: 4,
          right: {
            text: `${machine.quantity} unité${machine.quantity > 1 ? 's' : ''}`,
            style: styles.body,
          },
        },
        ...machine.units.map((unit) => ({
          text: flow.safe(
            `Unité ${unit.fleetNumber}${unit.serial ? ` · n° de série ${unit.serial}` : ''}`,
          ),
          style: styles.detail,
          indent: 12,
        })),
        ...(machine.units.length < machine.quantity
          ? flow.paragraph(
              `${machine.quantity - machine.units.length} unité(s) attribuée(s) à la sortie, nommée(s) au bon de sortie.`,
              styles.detail,
              { indent: 12 },
            )
          : []),
      ])
    flow.draw([
      ...text(`Période : ${content.period}`, 8),
      ...text(content.delivery),
      ...text(content.operator ? 'Avec opérateur fourni par le loueur.' : 'Sans opérateur.'),
      ...heading(
        flow,
        styles,
        `Prix (devis ${quote.reference}, version ${quote.version}, ${quote.accepted})`,
      ),
    ])
    flow.draw([
      ...quote.lines.flatMap((line) => [
        ...flow.paragraph(line.designation, styles.body, { gapBefore: 4 }),
        {
          text: flow.safe(`${line.quantity} × ${price(line.unitPrice)}`),
          style: styles.detail,
          indent: 12,
          right: { text: price(line.total), style: styles.body },
        },
      ]),
      {
        text: 'Total HT',
        style: styles.body,
        gapBefore: 8,
        right: { text: price(quote.totalHT), style: styles.body },
      },
      {
        text: `TVA (${quote.vatRate.toLocaleString(INTL)} %)`,
        style: styles.body,
        right: { text: price(quote.vat), style: styles.body },
      },
      {
        text: 'Total TTC',
        style: styles.name,
        right: { text: price(quote.totalTTC), style: styles.price },
      },
    ])
    if (content.extensions.length)
      flow.draw([
        ...heading(flow, styles, 'Prolongations (aux tarifs des machines, hors taxes)'),
        ...content.extensions.map((extension) => ({
          text: flow.safe(extension.designation),
          style: styles.body,
          gapBefore: 4,
          right: { text: price(extension.total), style: styles.body },
        })),
      ])
    flow.rule(COLORS.line, 8)
    flow.draw([
      ...heading(flow, styles, 'Caution'),
      ...text(
        content.deposit
          ? `${price(content.deposit)}, versée avant la sortie du matériel et rendue au retour, moins les dommages constatés.`
          : 'Aucune caution demandée pour ce matériel.',
      ),
      ...heading(flow, styles, 'Assurance'),
      ...text(content.insurance),
      ...(quote.conditions
        ? [...heading(flow, styles, 'Conditions du devis'), ...text(quote.conditions)]
        : []),
      ...heading(flow, styles, 'Conditions générales de location'),
    ])
    flow.draw(text(content.clauses))
    flow.draw(
      flow.paragraph(
        'Ce contrat s’accepte sur la page personnelle du client : case cochée, nom saisi et code reçu par email. La preuve de l’acceptation (empreinte SHA-256 de ce document, heure du serveur, adresse et navigateur) est ajoutée en dernière page du contrat signé.',
        styles.detail,
        { gapBefore: 14 },
      ),
    )
  })
}

/** What the evidence page of a signed contract says (#62). */
export type ContractEvidence = {
  reservation: number
  version: number
  sha256: string
  name: string
  email: string
  phone: string | null
  codeSentAt: string
  acceptedAt: string
  ip: string
  userAgent: string
  acceptance: number
}

const niamey = (iso: string) =>
  `${new Date(iso).toLocaleString(INTL, { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long', timeStyle: 'medium' })} (heure de Niamey), soit ${iso} en temps universel`

/**
 * The signed contract: the exact bytes the customer accepted, untouched, then one page of
 * evidence (who, when, from where, the code's channel, the SHA-256 of the pages before it).
 */
export async function signedContractPdf(original: Uint8Array, evidence: ContractEvidence) {
  // the document's own dates kept: the same acceptance draws the same signed file
  const doc = await PDFDocument.load(original, { updateMetadata: false })
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const styles = makeStyles(regular, bold)
  const flow = new Flow(doc, regular)
  const row = (label: string, value: string) => [
    ...flow.paragraph(label, styles.detail, { gapBefore: 8 }),
    ...flow.paragraph(value, styles.body),
  ]
  flow.draw([
    ...flow.paragraph('Preuve d’acceptation électronique', styles.company),
    ...flow.paragraph(contractTitle(evidence.reservation, evidence.version), styles.name, {
      gapBefore: 6,
    }),
    ...row(
      'Empreinte SHA-256 du contrat (les pages qui précèdent, telles que montrées au client)',
      evidence.sha256,
    ),
    ...row('Accepté par (nom saisi, case « J’ai lu et j’accepte » cochée)', evidence.name),
    ...row(
      'Code à usage unique envoyé à',
      `${evidence.email}${evidence.phone ? ` et par SMS au ${evidence.phone}` : ''}, le ${niamey(evidence.codeSentAt)}`,
    ),
    ...row('Acceptation reçue par le serveur le', niamey(evidence.acceptedAt)),
    ...row('Adresse IP', evidence.ip),
    ...row('Navigateur', evidence.userAgent || '—'),
    ...row(
      'Enregistrement de la preuve',
      `n° ${evidence.acceptance}, conservé sans modification possible`,
    ),
    ...flow.paragraph(
      `Le ${formatLongDateTime(evidence.acceptedAt, INTL)}, la version ${evidence.version} du contrat a été acceptée électroniquement. Pour la vérifier, calculez l’empreinte SHA-256 du contrat d’origine (le lien de la page du client) : elle doit être celle ci-dessus.`,
      styles.detail,
      { gapBefore: 16 },
    ),
  ])
  return doc.save()
}
