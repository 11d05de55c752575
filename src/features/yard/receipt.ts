// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import type { Deposit, Reservation } from '@/generated/payload-types'
import { formatLongDateTime, formatPrice, slugify } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import { depositsSlug, reservationsSlug } from '@/lib/slugs'
import type { MailFile } from '@/platform/services/mail/transport'

import { authorName, documentHead, mailYardDocument, pdfFile, periodOf } from './documentHead'
import { heading, YARD_DOCUMENT_INTL, yardDocumentPdf } from './documentPdf'
import { PAYMENT_MEANS_LABELS } from './labels'

const TITLES = { received: 'Reçu de caution', refunded: 'Remboursement de caution' } as const

/** « recu-de-caution-12.pdf »: the movement's number names its receipt. */
const receiptFileName = (deposit: Deposit) =>
  `${slugify(`${TITLES[deposit.kind]} ${deposit.id}`)}.pdf`

/** A deposit movement's receipt (#62), drawn from its record each time. */
export async function depositReceipt(payload: Payload, deposit: Deposit) {
  const reservation = (await payload.findByID({
    collection: reservationsSlug,
    id: Number(relationId(deposit.reservation)),
    depth: 0,
    overrideAccess: true,
  })) as Reservation
  const title = TITLES[deposit.kind]
  const [head, author] = await Promise.all([
    documentHead(payload, reservation, title),
    authorName(payload, deposit.recordedBy),
  ])
  const price = (amount: number) => formatPrice(amount, YARD_DOCUMENT_INTL)
  const bytes = await yardDocumentPdf(head, new Date(deposit.recordedAt), (_, flow, styles) => {
    flow.draw([
      ...heading(flow, styles, `${title} n° ${deposit.id}`),
      ...flow.paragraph(
        deposit.kind === 'received'
          ? `Reçu de ${reservation.customerName} la somme de ${price(deposit.amount)} en caution du matériel loué.`
          : `Rendu à ${reservation.customerName} la somme de ${price(deposit.amount)} sur la caution du matériel loué.`,
        styles.body,
        { gapBefore: 4 },
      ),
      {
        text: 'Montant',
        style: styles.body,
        gapBefore: 10,
        right: { text: price(deposit.amount), style: styles.price },
      },
      {
        text: 'Moyen',
        style: styles.body,
        right: { text: PAYMENT_MEANS_LABELS[deposit.means], style: styles.body },
      },
      ...(deposit.reference
        ? [
            {
              text: 'Référence',
              style: styles.body,
              right: { text: deposit.reference, style: styles.body },
            },
          ]
        : []),
      ...flow.paragraph(
        `Enregistré le ${formatLongDateTime(deposit.recordedAt, YARD_DOCUMENT_INTL)} par ${author}.`,
        styles.detail,
        { gapBefore: 14 },
      ),
    ])
  })
  return { bytes, fileName: receiptFileName(deposit), reservation }
}

async function receiptFile(payload: Payload, deposit: Deposit) {
  const { bytes, fileName, reservation } = await depositReceipt(payload, deposit)
  return { file: pdfFile(bytes, fileName, { deposit: deposit.id }), reservation }
}

/** The receipt mailed to the customer once the movement is recorded. */
export async function mailDepositReceipt(payload: Payload, depositId: number) {
  const deposit = await payload.findByID({
    collection: depositsSlug,
    id: depositId,
    depth: 0,
    overrideAccess: true,
  })
  const { file, reservation } = await receiptFile(payload, deposit)
  return mailYardDocument(
    payload,
    reservation,
    TITLES[deposit.kind],
    [
      {
        paragraph:
          deposit.kind === 'received'
            ? 'Nous avons bien reçu votre caution pour le matériel loué ; en voici le reçu.'
            : 'Nous vous avons rendu votre caution (moins les dégâts constatés au retour, le cas échéant) ; en voici le reçu.',
      },
      {
        fields: [
          ['Réservation', `n° ${reservation.id}, ${periodOf(reservation)}`],
          ['Montant', formatPrice(deposit.amount)],
          ['Moyen', PAYMENT_MEANS_LABELS[deposit.means]],
          ['Référence', deposit.reference],
        ],
      },
    ],
    file,
  )
}

/** A receipt's file drawn again from its record, for a mail sent again from the log. */
export async function receiptDrawnAgain(
  payload: Payload,
  source: NonNullable<MailFile['drawnFrom']>,
): Promise<MailFile | null> {
  if (!('deposit' in source)) return null
  const deposit = await payload
    .findByID({ collection: depositsSlug, id: source.deposit, depth: 0, overrideAccess: true })
    .catch(() => null)
  return deposit ? (await receiptFile(payload, deposit)).file : null
}
