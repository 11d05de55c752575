// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Handover, Reservation, YardPhoto } from '@/generated/payload-types'
import { formatPrice } from '@/lib/format'
import { relationId } from '@/lib/relationId'
import {
  equipmentSlug,
  equipmentUnitsSlug,
  handoversSlug,
  reservationsSlug,
  yardPhotosSlug,
} from '@/lib/slugs'
import type { MailFile } from '@/platform/services/mail/transport'
import { storedFileBytes } from '@/platform/services/uploads/storedFile'

import { authorName, documentHead, mailYardDocument, pdfFile, periodOf } from './documentHead'
import { FUEL_LEVEL_LABELS } from './labels'
import { handoverNoteFileName, handoverNotePdf, handoverNoteTitle } from './notePdf'
import { YARD_PHOTOS_DIR } from './photoFiles'

/** A photo's side in the note: enough to see a scratch on paper, light in a mail. */
const NOTE_PHOTO_SIDE = 800

const byId = async <T extends { id: number }>(
  payload: Payload,
  collection: typeof equipmentUnitsSlug | typeof yardPhotosSlug,
  ids: number[],
) =>
  new Map(
    (
      await payload.find({
        collection,
        where: { id: { in: ids } },
        limit: ids.length || 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((doc) => [doc.id, doc as unknown as T]),
  )

/** A signature whose file is gone leaves its place blank. */
const blank = () => sharp({ create: { width: 1, height: 1, channels: 4, background: '#ffffff' } })

/** A picture's bytes, from the bucket or this instance's disk; one that is not there is left out. */
const pictureBytes = async (photo: YardPhoto | undefined) =>
  photo ? storedFileBytes(yardPhotosSlug, photo, YARD_PHOTOS_DIR) : null

/** The note's PDF of a recorded check-out or return, drawn from the record each time. */
export async function handoverNote(payload: Payload, handover: Handover) {
  const reservationId = Number(relationId(handover.reservation))
  const reservation = (await payload.findByID({
    collection: reservationsSlug,
    id: reservationId,
    depth: 0,
    overrideAccess: true,
  })) as Reservation
  const unitIds = (handover.units ?? []).map((row) => Number(relationId(row.unit)))
  const pictureIds = [
    Number(relationId(handover.signature)),
    ...(handover.photos ?? []).map((photo) => Number(relationId(photo))),
  ]
  const [units, pictures, author] = await Promise.all([
    byId<{ id: number; fleetNumber: string; serial?: string | null; equipment: unknown }>(
      payload,
      equipmentUnitsSlug,
      unitIds,
    ),
    byId<YardPhoto>(payload, yardPhotosSlug, pictureIds),
    authorName(payload, handover.recordedBy),
  ])
  const machineNames = new Map<number, string>()
  for (const unit of units.values()) {
    const machineId = Number(relationId(unit.equipment as never))
    if (machineNames.has(machineId)) continue
    const machine = await payload
      .findByID({
        collection: equipmentSlug,
        id: machineId,
        depth: 0,
        trash: true,
        overrideAccess: true,
      })
      .catch(() => null)
    machineNames.set(machineId, machine?.name ?? '')
  }
  const [signatureId, ...photoIds] = pictureIds
  const signature = await pictureBytes(pictures.get(signatureId!))
  const photos = await Promise.all(
    photoIds.map(async (id) => {
      const bytes = await pictureBytes(pictures.get(id))
      return bytes
        ? sharp(bytes)
            .rotate()
            .resize(NOTE_PHOTO_SIDE, NOTE_PHOTO_SIDE, { fit: 'inside' })
            .jpeg({ quality: 70 })
            .toBuffer()
        : null
    }),
  )
  const kind = handover.kind
  const head = await documentHead(payload, reservation, handoverNoteTitle(kind))
  const bytes = await handoverNotePdf({
    ...head,
    kind,
    recordedAt: handover.recordedAt,
    recordedBy: author,
    units: (handover.units ?? []).map((row) => {
      const unit = units.get(Number(relationId(row.unit)))
      return {
        machine: machineNames.get(Number(relationId(unit?.equipment as never))) ?? '',
        fleetNumber: unit?.fleetNumber,
        serial: unit?.serial,
        hourMeter: row.hourMeter,
        fuel: FUEL_LEVEL_LABELS[row.fuel],
        hoursUsed: row.hoursUsed,
      }
    }),
    checklist: (handover.checklist ?? []).map(({ item, ok, note }) => ({
      item,
      ok: Boolean(ok),
      note,
    })),
    accessories: handover.accessories ?? null,
    receiverName: handover.receiverName,
    signature: new Uint8Array(await (signature ? sharp(signature) : blank()).png().toBuffer()),
    photos: photos.filter((photo) => photo !== null).map((photo) => new Uint8Array(photo)),
    charges: (handover.charges ?? []).map(({ label, amount }) => ({ label, amount })),
    total: handover.total ?? null,
  })
  return { bytes, fileName: handoverNoteFileName(kind, reservation.id), reservation }
}

/**
 * The note mailed to the customer with its PDF (#62), through the outbox (stored, then sent; a
 * failure is tried again there and never undoes the record). Nothing is sent to a reservation
 * without an email: the team prints the note from the record.
 */
export async function mailHandoverNote(payload: Payload, handoverId: number) {
  const handover = await payload.findByID({
    collection: handoversSlug,
    id: handoverId,
    depth: 0,
    overrideAccess: true,
  })
  const { file, reservation } = await noteFile(payload, handover)
  return mailYardDocument(
    payload,
    reservation,
    handoverNoteTitle(handover.kind),
    [
      {
        paragraph:
          handover.kind === 'out'
            ? `Voici le bon de sortie du matériel remis à ${handover.receiverName} : relevés, état et photos au départ du parc.`
            : `Voici le bon de retour du matériel rendu par ${handover.receiverName} : relevés, état et frais éventuels.`,
      },
      {
        fields: [
          ['Réservation', `n° ${reservation.id}, ${periodOf(reservation)}`],
          ['Total à régler', handover.total ? formatPrice(handover.total) : null],
        ],
      },
    ],
    file,
  )
}

/** The note as a mail's file, with what draws it again for « Renvoyer » (the record). */
async function noteFile(payload: Payload, handover: Handover) {
  const { bytes, fileName, reservation } = await handoverNote(payload, handover)
  return { file: pdfFile(bytes, fileName, { handover: handover.id }), reservation }
}

/** A note's file drawn again from its record, for a mail sent again from the log. */
export async function noteDrawnAgain(
  payload: Payload,
  source: NonNullable<MailFile['drawnFrom']>,
): Promise<MailFile | null> {
  if (!('handover' in source)) return null
  const handover = await payload
    .findByID({ collection: handoversSlug, id: source.handover, depth: 0, overrideAccess: true })
    .catch(() => null)
  return handover ? (await noteFile(payload, handover)).file : null
}
