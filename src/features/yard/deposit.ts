// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { APIError, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Reservation } from '@/generated/payload-types'
import { formatPrice } from '@/lib/format'
import type { EquipmentCategory } from '@/lib/labels'
import { relationId } from '@/lib/relationId'
import {
  depositsSlug,
  equipmentSlug,
  handoversSlug,
  reservationsSlug,
  siteSettingsSlug,
} from '@/lib/slugs'

import { keptUnder, reservationFound, SEND_KEY, writeOnce } from './keys'
import {
  DEPOSIT_AMOUNT_MAX,
  DEPOSIT_KIND_LABELS,
  DEPOSIT_KINDS,
  MEANS_WITH_REFERENCE,
  PAYMENT_MEANS,
  PAYMENT_MEANS_LABELS,
  type YardDeposits,
} from './labels'

/** This module's own refusals, told apart from Payload's (a unique index's is a 400 too). */
class DepositRefusal extends APIError {}

const refuse = (message: string, status = 400): never => {
  throw new DepositRefusal(message, status, null, true)
}

/** What the team sends from the reservation's « Caution ». */
const depositBody = z.object({
  key: z.string().regex(SEND_KEY),
  kind: z.enum(DEPOSIT_KINDS),
  amount: z.number().int().min(1).max(DEPOSIT_AMOUNT_MAX),
  means: z.enum(PAYMENT_MEANS),
  reference: z.string().trim().max(100).optional(),
})

/** Statuses a deposit is received in, and those it is given back in (after the return). */
const RECEIVED_IN = ['option', 'confirmed', 'out']
const REFUNDED_IN = ['returned', 'closed', 'cancelled']

/** The deposit a reservation asks: each line's units × its machine's deposit, else its category's. */
async function expectedDeposit(payload: Payload, reservation: Reservation, req?: PayloadRequest) {
  const settings = await payload.findGlobal({
    slug: siteSettingsSlug,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byCategory = (settings.yardDeposits ?? []) as YardDeposits
  let total = 0
  for (const line of reservation.lines ?? []) {
    const machine = await payload
      .findByID({
        collection: equipmentSlug,
        id: Number(relationId(line.equipment)),
        depth: 0,
        trash: true,
        overrideAccess: true,
        req,
        select: { category: true, deposit: true },
      })
      .catch(() => null)
    const each =
      machine?.deposit ??
      byCategory.find((row) => row.category === (machine?.category as EquipmentCategory))?.amount ??
      0
    total += each * (line.units?.length || line.quantity || 1)
  }
  return total
}

/** The damages charged at the return: what the refund suggests keeping. */
async function damagesCharged(payload: Payload, reservation: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: handoversSlug,
    where: { and: [{ reservation: { equals: reservation } }, { kind: { equals: 'return' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs[0]?.charges ?? [])
    .filter((charge) => charge.damage)
    .reduce((sum, charge) => sum + charge.amount, 0)
}

export type DepositState = {
  expected: number
  received: number
  refunded: number
  /** Received and not given back. */
  held: number
  damages: number
  /** What the next movement should be, as the panel fills it in. */
  next: { kind: 'received' | 'refunded'; amount: number } | null
  movements: {
    id: number
    kind: 'received' | 'refunded'
    amount: number
    means: string
    reference: string | null
    recordedAt: string
  }[]
}

/** A reservation's deposit: asked, received, given back, and what comes next. */
export async function depositState(
  payload: Payload,
  reservation: Reservation,
  req?: PayloadRequest,
): Promise<DepositState> {
  const [expected, damages, { docs }] = await Promise.all([
    expectedDeposit(payload, reservation, req),
    damagesCharged(payload, reservation.id, req),
    payload.find({
      collection: depositsSlug,
      where: { reservation: { equals: reservation.id } },
      sort: 'recordedAt',
      limit: 200,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const sum = (kind: string) =>
    docs.filter((doc) => doc.kind === kind).reduce((total, doc) => total + doc.amount, 0)
  const received = sum('received')
  const refunded = sum('refunded')
  const held = received - refunded
  const next = REFUNDED_IN.includes(reservation.status)
    ? held > 0
      ? { kind: 'refunded' as const, amount: Math.max(0, held - damages) }
      : null
    : expected > received
      ? { kind: 'received' as const, amount: expected - received }
      : null
  return {
    expected,
    received,
    refunded,
    held,
    damages,
    next,
    movements: docs.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      amount: doc.amount,
      means: PAYMENT_MEANS_LABELS[doc.means],
      reference: doc.reference ?? null,
      recordedAt: doc.recordedAt,
    })),
  }
}

const byKey = (req: PayloadRequest, key: string) => keptUnder(req, depositsSlug, key)

/**
 * Records a deposit received or given back (#62), once under the form's key: received while the
 * rental is to come or under way, given back once it is over (returned, closed or cancelled),
 * never more than is held; mobile money, cheques and transfers carry their reference. The
 * refund that gives back all that was held closes a returned rental (« Clôturée »), in the same
 * transaction.
 */
export async function recordDeposit(req: PayloadRequest, reservationId: number, raw: unknown) {
  const parsed = depositBody.safeParse(raw)
  if (!parsed.success) {
    const part = parsed.error.issues[0]?.path[0]
    return refuse(
      part === 'amount'
        ? `Le montant est en FCFA, entier, de 1 à ${formatPrice(DEPOSIT_AMOUNT_MAX)}.`
        : part === 'means'
          ? 'Choisissez le moyen de paiement.'
          : 'Le formulaire de la caution est incomplet : rechargez la page.',
    )
  }
  const body = parsed.data
  const earlier = await byKey(req, body.key)
  if (earlier) return { deposit: earlier, duplicate: true }
  if (MEANS_WITH_REFERENCE.includes(body.means) && !body.reference)
    refuse(`Indiquez la référence (${PAYMENT_MEANS_LABELS[body.means].toLowerCase()}).`)
  let sequence: number | null = null
  const { doc, duplicate } = await writeOnce(
    req,
    depositsSlug,
    body.key,
    async () => {
      const reservation = await reservationFound(req, reservationId)
      const state = await depositState(req.payload, reservation, req)
      if (body.kind === 'received' && !RECEIVED_IN.includes(reservation.status))
        refuse(
          'Cette location est terminée : une caution se reçoit avant ou pendant la location.',
          409,
        )
      if (body.kind === 'refunded') {
        if (!REFUNDED_IN.includes(reservation.status))
          refuse('La caution se rembourse après le retour du matériel.', 409)
        if (body.amount > state.held)
          refuse(`Il ne reste que ${formatPrice(state.held)} de caution à rembourser.`, 409)
      }
      const movement = await req.payload.create({
        collection: depositsSlug,
        data: {
          title: `${DEPOSIT_KIND_LABELS[body.kind]} — ${reservation.customerName} (réservation n° ${reservation.id})`,
          key: body.key,
          kind: body.kind,
          reservation: reservation.id,
          amount: body.amount,
          means: body.means,
          reference: body.reference || null,
          recordedAt: new Date().toISOString(),
          recordedBy: req.user?.id ?? null,
          sequence: (sequence = state.movements.length + 1),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      // settled: the machines back and nothing held any more, the rental is closed with it
      if (
        body.kind === 'refunded' &&
        reservation.status === 'returned' &&
        state.held === body.amount
      )
        await req.payload.update({
          collection: reservationsSlug,
          id: reservation.id,
          data: { status: 'closed' },
          depth: 0,
          overrideAccess: true,
          req,
        })
      return movement
    },
    async (error) => {
      const taken =
        sequence !== null &&
        (
          await req.payload.count({
            collection: depositsSlug,
            where: {
              and: [{ reservation: { equals: reservationId } }, { sequence: { equals: sequence } }],
            },
            overrideAccess: true,
          })
        ).totalDocs > 0
      // another movement took this one's number meanwhile (the unique index, which Payload
      // reports as a field's 400): counted again, it may no longer hold
      if (taken && !(error instanceof DepositRefusal))
        refuse('Un autre mouvement de caution vient d’être enregistré : rechargez la page.', 409)
    },
  )
  return { deposit: doc, duplicate }
}
