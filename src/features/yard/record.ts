// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import { APIError, type PayloadRequest } from 'payload'

import type { EquipmentUnit, Handover, Reservation } from '@/generated/payload-types'
import { formatWholeNumber } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import {
  equipmentSlug,
  equipmentUnitsSlug,
  handoversSlug,
  reservationsSlug,
  siteSettingsSlug,
  yardPhotosSlug,
} from '@/lib/slugs'
import { companyDayAndHour } from '@/lib/timeZone'

import { bodyProblem, handoverBody, type HandoverBody } from './handoverBody'
import { keptUnder, reservationFound, writeOnce } from './keys'
import { DEFAULT_EARLY_RETURN, HANDOVER_KIND_LABELS, type EarlyReturnRule } from './labels'
import { type Charge, chargesTotal, returnCharges } from './returnCharges'

const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, null, true)
}

/** A conflict: the office changed the reservation after the phone read it (#62). */
export class HandoverConflict extends Error {
  readonly status = 409
}

export type RecordedHandover = {
  handover: Handover
  /** The same key was recorded before: nothing new was written. */
  duplicate: boolean
}

const byKey = (req: PayloadRequest, key: string) => keptUnder(req, handoversSlug, key)

/** What each status lets the yard record, and the status it leaves. */
const STEP = {
  out: { from: 'confirmed', to: 'out' },
  return: { from: 'out', to: 'returned' },
} as const

const wrongStatus = (kind: HandoverBody['kind'], reservation: Reservation) => {
  if (kind === 'out' && reservation.status === 'option')
    return 'Cette réservation n’est qu’une option : confirmez-la au bureau avant la sortie.'
  if (kind === 'out' && reservation.status === 'out') return 'Cette réservation est déjà sortie.'
  if (kind === 'return' && reservation.status === 'confirmed')
    return 'Cette réservation n’est pas sortie : enregistrez d’abord sa sortie.'
  if (reservation.status === 'returned' || reservation.status === 'closed')
    return 'Cette réservation est déjà rentrée.'
  return 'Cette réservation est annulée.'
}

const unitsOf = (reservation: Reservation) =>
  (reservation.lines ?? []).flatMap((line) =>
    (line.units ?? []).map((unit) => ({
      unit: Number(relationId(unit)),
      machine: Number(relationId(line.equipment)),
    })),
  )

/** The readings at the check-out, by unit: a return's hours are counted from them. */
async function readingsOut(req: PayloadRequest, reservation: number) {
  const out = (
    await req.payload.find({
      collection: handoversSlug,
      where: { and: [{ reservation: { equals: reservation } }, { kind: { equals: 'out' } }] },
      sort: '-recordedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]
  return new Map((out?.units ?? []).map((row) => [Number(relationId(row.unit)), row.hourMeter]))
}

async function checkPictures(req: PayloadRequest, body: HandoverBody) {
  const ids = [body.signature, ...body.photos]
  const { docs } = await req.payload.find({
    collection: yardPhotosSlug,
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ofReservation = new Set(
    docs
      .filter((photo) => Number(relationId(photo.reservation)) === body.reservation)
      .map((photo) => photo.id),
  )
  if (ids.some((id) => !ofReservation.has(id)))
    refuse(
      'Une photo ou la signature n’a pas été reçue pour cette réservation : renvoyez la fiche.',
    )
}

async function returnTerms(req: PayloadRequest): Promise<EarlyReturnRule> {
  const settings = await req.payload.findGlobal({
    slug: siteSettingsSlug,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (
    (settings as { yardEarlyReturn?: EarlyReturnRule | null }).yardEarlyReturn ??
    DEFAULT_EARLY_RETURN
  )
}

/** The charges of a return: late or early days by machine, then the damages noted. */
async function chargesOf(
  req: PayloadRequest,
  reservation: Reservation,
  body: HandoverBody,
  returnDay: string,
): Promise<Charge[]> {
  const lines = await Promise.all(
    (reservation.lines ?? []).map(async (line) => {
      const machine = await req.payload.findByID({
        collection: equipmentSlug,
        id: Number(relationId(line.equipment)),
        depth: 0,
        trash: true,
        overrideAccess: true,
        req,
      })
      return { name: machine.name, rates: machine, units: line.units?.length || line.quantity || 1 }
    }),
  )
  const days = returnCharges(lines, {
    startDate: reservation.startDate,
    endDate: reservation.endDate,
    half: reservation.halfDay,
    returnDay,
    earlyReturn: await returnTerms(req),
  })
  const damages = (body.damages ?? []).map(({ description, amount }) => ({
    label: `Dégât : ${description}`,
    amount,
    damage: true,
  }))
  return [...days, ...damages]
}

async function readUnits(req: PayloadRequest, ids: number[]) {
  const { docs } = await req.payload.find({
    collection: equipmentUnitsSlug,
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((unit) => [unit.id, unit as EquipmentUnit]))
}

/** The handover's rows, checked against the reservation's units and their meters. */
async function unitRows(req: PayloadRequest, reservation: Reservation, body: HandoverBody) {
  const expected = unitsOf(reservation).map(({ unit }) => unit)
  const sent = body.units.map(({ unit }) => unit)
  const missing = expected.filter((unit) => !sent.includes(unit))
  const foreign = sent.filter((unit) => !expected.includes(unit))
  if (foreign.length || new Set(sent).size !== sent.length)
    throw new HandoverConflict(
      'Les unités de cette réservation ont changé au bureau : rouvrez la fiche depuis le parc.',
    )
  const units = await readUnits(req, expected)
  if (missing.length)
    refuse(
      `Relevez aussi ${missing.map((id) => units.get(id)?.fleetNumber ?? `l’unité ${id}`).join(', ')}.`,
    )
  const outReadings = body.kind === 'return' ? await readingsOut(req, reservation.id) : null
  return body.units.map(({ unit, hourMeter, fuel }) => {
    const stored = units.get(unit)
    const before = outReadings?.get(unit) ?? stored?.hourMeter ?? 0
    if (hourMeter < (stored?.hourMeter ?? 0))
      refuse(
        `Le compteur de ${stored?.fleetNumber} ne peut pas reculer : ${formatWholeNumber(stored?.hourMeter ?? 0)} h enregistrées.`,
      )
    return {
      unit,
      hourMeter,
      fuel,
      hoursUsed: body.kind === 'return' ? hourMeter - before : null,
    }
  })
}

/**
 * Records a check-out or a return sent by the yard's phone (#62), once: a key already recorded
 * answers what it recorded; a reservation changed at the office since the phone read it is a
 * conflict, shown on the phone, unless the team sends it again knowingly (`force`). The record,
 * the units' meters and the reservation's new status are written together.
 */
export async function recordHandover(req: PayloadRequest, raw: unknown): Promise<RecordedHandover> {
  const parsed = handoverBody.safeParse(raw)
  if (!parsed.success) return refuse(bodyProblem(parsed.error))
  const body = parsed.data
  const earlier = await byKey(req, body.key)
  if (earlier) return { handover: earlier, duplicate: true }
  const reservation = await reservationFound(req, body.reservation)
  if (reservation.updatedAt !== body.seen && !body.force)
    throw new HandoverConflict(
      'La réservation a été modifiée au bureau depuis que ce téléphone l’a lue : vérifiez-la, puis renvoyez la fiche.',
    )
  const step = STEP[body.kind]
  if (reservation.status !== step.from) refuse(wrongStatus(body.kind, reservation), 409)
  const units = await unitRows(req, reservation, body)
  await checkPictures(req, body)
  const recordedAt = new Date()
  const day = companyDayAndHour(recordedAt).day
  const charges = body.kind === 'return' ? await chargesOf(req, reservation, body, day) : []
  const { doc, duplicate } = await writeOnce(req, handoversSlug, body.key, async () => {
    const handover = await req.payload.create({
      collection: handoversSlug,
      data: {
        title: `${HANDOVER_KIND_LABELS[body.kind]} — ${reservation.customerName} (réservation n° ${reservation.id})`,
        key: body.key,
        kind: body.kind,
        reservation: reservation.id,
        recordedAt: recordedAt.toISOString(),
        day,
        recordedBy: req.user?.id ?? null,
        units,
        checklist: body.checklist,
        accessories: body.accessories || null,
        receiverName: body.receiverName,
        signature: body.signature,
        photos: body.photos,
        charges,
        total: body.kind === 'return' ? chargesTotal(charges) : null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const { unit, hourMeter } of units)
      await req.payload.update({
        collection: equipmentUnitsSlug,
        id: unit,
        data: { hourMeter },
        depth: 0,
        overrideAccess: true,
        req,
      })
    await req.payload.update({
      collection: reservationsSlug,
      id: reservation.id,
      data: { status: step.to },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return handover
  })
  return { handover: doc, duplicate }
}
