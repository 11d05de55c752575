// features: yard, rentals
import { randomUUID } from 'node:crypto'

import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Equipment, EquipmentUnit, Handover, Reservation } from '@/generated/payload-types'
import { rentalUtilisation } from '@/features/rentals/utilisation'
import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@/lib/constants'
import { addDays } from '@/lib/days'
import { formatPrice } from '@/lib/format'
import { companyDayAndHour } from '@/lib/timeZone'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { resendMail } from '@/platform/services/mail/outbox'

import { cms } from '../helpers/cms'
import { mailSinkForFile } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { pageTexts } from '../helpers/pdfText'

/**
 * The yard (#62): a check-out and a return sent from the phone, each photo and each record kept
 * once under the phone's key, a reservation changed at the office shown as a conflict, late and
 * early returns priced at the machine's rates, the notes mailed, the records never edited.
 */
let payload: Payload
let token: string
const stamp = Date.now()
const today = () => companyDayAndHour(new Date()).day
const key = () => randomUUID().replaceAll('-', '')

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const pdfText = async (bytes: Uint8Array) =>
  pageTexts(await PDFDocument.load(bytes))
    .flat()
    .join('\n')
    .replace(/[\u202f\u00a0]/g, ' ')

async function newMachine(name: string, units: number, extra: Partial<Equipment> = {}) {
  const machine = (await payload.create({
    collection: 'equipment',
    data: {
      name,
      category: 'BTP',
      status: 'available',
      price: 100_000,
      available: units,
      bufferAfter: 0,
      _status: 'published',
      ...extra,
    } as never,
    overrideAccess: true,
  })) as Equipment
  const { docs } = await payload.find({
    collection: 'equipment-units',
    where: { equipment: { equals: machine.id } },
    sort: 'fleetNumber',
    depth: 0,
    overrideAccess: true,
  })
  return { machine, units: docs as EquipmentUnit[] }
}

const reserve = (
  machine: number,
  startDate: string,
  endDate: string,
  quantity: number,
  email: string,
) =>
  payload.create({
    collection: 'reservations',
    data: {
      startDate,
      endDate,
      status: 'confirmed',
      customerName: 'Entreprise Garba',
      customerEmail: email,
      lines: [{ equipment: machine, quantity }],
    } as never,
    overrideAccess: true,
  }) as Promise<Reservation>

const unitIds = (reservation: Reservation) =>
  (reservation.lines![0]!.units ?? []).map((unit) => (typeof unit === 'object' ? unit.id : unit))

const picture = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

async function sendPicture(reservation: number, photoKey = key(), bytes?: Buffer) {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ key: photoKey, reservation }))
  const data = bytes ?? (await picture('#884422'))
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg')
  return cms('POST', '/yard-photos/keep', { token, body: form })
}

const pictureId = async (reservation: number) => {
  const sent = await sendPicture(reservation)
  expect(sent.status, sent.text).toBe(201)
  return (sent.json as { id: number }).id
}

async function handover(
  reservation: Reservation,
  kind: 'out' | 'return',
  readings: { unit: number; hourMeter: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    key: key(),
    kind,
    reservation: reservation.id,
    seen: reservation.updatedAt,
    units: readings.map((reading) => ({ ...reading, fuel: '3/4' })),
    checklist: [
      { item: 'Pneus ou chenilles en bon état', ok: true },
      { item: 'Propreté', ok: false, note: 'Godet boueux' },
    ],
    accessories: 'Godet 600 mm, clé de contact',
    receiverName: 'Moussa Issa',
    signature: await pictureId(reservation.id),
    photos: [await pictureId(reservation.id), await pictureId(reservation.id)],
    ...extra,
  }
}

const record = (body: unknown) => cms('POST', '/handovers/record', { token, body })
const reread = (id: number) =>
  payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })

const smtp = mailSinkForFile(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  token = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})

describe('a check-out from the yard’s phone (#62)', () => {
  it('keeps each photo and the record once, moves the meters, sends the delivery note', async () => {
    const { machine, units } = await newMachine(`Pelle sortie ${stamp}`, 2)
    const email = `sortie-${stamp}@example.test`
    const reservation = await reserve(machine.id, today(), addDays(today(), 3), 2, email)
    const [one, two] = unitIds(reservation).map((id) => units.find((unit) => unit.id === id)!)

    // a photo sent twice under its key is one photo
    const photoKey = key()
    const first = await sendPicture(reservation.id, photoKey)
    const again = await sendPicture(reservation.id, photoKey)
    expect(first.status, first.text).toBe(201)
    expect(again.json).toMatchObject({ id: (first.json as { id: number }).id, duplicate: true })
    expect(
      (await payload.count({ collection: 'yard-photos', where: { key: { equals: photoKey } } }))
        .totalDocs,
    ).toBe(1)
    // the yard's pictures are the team's: no file or row for anyone else
    const kept = await payload.findByID({
      collection: 'yard-photos',
      id: (first.json as { id: number }).id,
      depth: 0,
    })
    expect((await cms('GET', `/yard-photos/file/${kept.filename}`)).status).toBe(403)
    expect((await cms('GET', `/yard-photos/file/${kept.filename}`, { token })).status).toBe(200)
    expect((await cms('GET', `/yard-photos/${kept.id}`)).status).toBe(403)

    const body = await handover(reservation, 'out', [
      { unit: one!.id, hourMeter: 1200 },
      { unit: two!.id, hourMeter: 450 },
    ])
    const sent = await record(body)
    expect(sent.status, sent.text).toBe(201)
    expect(sent.json).toMatchObject({ duplicate: false, kind: 'out' })
    // the phone's second try (the answer was lost on the way): the same record, nothing new
    const twice = await record(body)
    expect(twice.status, twice.text).toBe(200)
    expect(twice.json).toMatchObject({ id: (sent.json as { id: number }).id, duplicate: true })
    const both = await Promise.all([record(body), record(body)])
    expect(both.map(({ status }) => status)).toEqual([200, 200])
    expect(
      (
        await payload.count({
          collection: 'handovers',
          where: { reservation: { equals: reservation.id } },
        })
      ).totalDocs,
    ).toBe(1)

    expect((await reread(reservation.id)).status).toBe('out')
    const meter = await payload.findByID({ collection: 'equipment-units', id: one!.id, depth: 0 })
    expect(meter.hourMeter).toBe(1200)

    // the delivery note, mailed to the customer with its PDF
    await vi.waitFor(() => expect(smtp.current.to(email)).toHaveLength(1), 15_000)
    const mail = smtp.current.to(email)[0]!
    expect(mail.subject).toContain(`Bon de sortie — réservation n° ${reservation.id}`)
    expect(mail.attachments[0]!.filename).toBe(`bon-de-sortie-reservation-${reservation.id}.pdf`)
    const text = await pdfText(new Uint8Array(mail.attachments[0]!.content))
    for (const words of [
      'Bon de sortie',
      'Entreprise Garba',
      one!.fleetNumber,
      '1 200',
      'Moussa Issa',
      'Godet boueux',
      'Godet 600 mm',
    ])
      expect(text).toContain(words)

    // « Renvoyer » from the mail log: the note drawn again from the record, attached again
    const [logged] = (
      await payload.find({
        collection: 'outgoing-emails',
        where: { and: [{ to: { equals: email } }, { kind: { equals: 'yard' } }] },
        depth: 0,
      })
    ).docs
    await resendMail(payload, logged!.id)
    await vi.waitFor(() => expect(smtp.current.to(email)).toHaveLength(2), 15_000)
    expect(
      await pdfText(new Uint8Array(smtp.current.to(email)[1]!.attachments[0]!.content)),
    ).toContain(one!.fleetNumber)

    // the same note, drawn again from the record for the team
    const note = await cms('GET', `/handovers/${(sent.json as { id: number }).id}/note.pdf`, {
      token,
    })
    expect(note.status).toBe(200)
    expect(note.headers.get('content-type')).toBe('application/pdf')
    expect(await pdfText(note.bytes)).toContain(one!.fleetNumber)
    expect(
      (await cms('GET', `/handovers/${(sent.json as { id: number }).id}/note.pdf`)).status,
    ).toBe(401)
  })

  it('shows a reservation changed at the office as a conflict, and takes it when sent knowingly', async () => {
    const { machine } = await newMachine(`Compacteur conflit ${stamp}`, 1)
    const reservation = await reserve(
      machine.id,
      today(),
      addDays(today(), 1),
      1,
      `conflit-${stamp}@example.test`,
    )
    const unit = unitIds(reservation)[0]!
    const body = await handover(reservation, 'out', [{ unit, hourMeter: 10 }])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { notes: 'Livrer avant 8 h' },
      overrideAccess: true,
    })
    const conflict = await record(body)
    expect(conflict.status).toBe(409)
    expect(conflict.json).toMatchObject({ conflict: true })
    expect((conflict.json as { message: string }).message).toMatch(/modifiée au bureau/)
    expect((await reread(reservation.id)).status).toBe('confirmed')
    const forced = await record({ ...body, force: true })
    expect(forced.status, forced.text).toBe(201)
    expect((await reread(reservation.id)).status).toBe('out')
  })

  it('refuses what is wrong in French, and changes nothing', async () => {
    const { machine } = await newMachine(`Groupe refus ${stamp}`, 1)
    const reservation = await reserve(
      machine.id,
      today(),
      today(),
      1,
      `refus-${stamp}@example.test`,
    )
    const unit = unitIds(reservation)[0]!
    await payload.update({
      collection: 'equipment-units',
      id: unit,
      data: { hourMeter: 500 },
      overrideAccess: true,
    })
    const fresh = await reread(reservation.id)
    const body = await handover(fresh, 'out', [{ unit, hourMeter: 499 }])

    expect((await cms('POST', '/handovers/record', { body })).status).toBe(401)
    expect((await cms('POST', '/yard-photos/keep', { body: new FormData() })).status).toBe(401)
    const backwards = await record(body)
    expect(backwards.status).toBe(400)
    expect((backwards.json as { message: string }).message).toMatch(/ne peut pas reculer : 500 h/)
    const noName = await record({ ...body, receiverName: '' })
    expect(noName.status).toBe(400)
    expect((noName.json as { message: string }).message).toBe(
      'Vérifiez le nom du signataire (2 à 200 caractères).',
    )
    const garbage = await cms('POST', '/handovers/record', {
      token,
      raw: '{"kind":',
      headers: { 'content-type': 'application/json' },
    })
    expect(garbage.status).toBe(400)
    expect(
      (await record({ ...body, kind: 'return', units: [{ unit, hourMeter: 600, fuel: '0' }] }))
        .status,
    ).toBe(409)
    // a photo of another reservation is not this one's
    const other = await reserve(
      machine.id,
      addDays(today(), 5),
      addDays(today(), 5),
      1,
      'x@example.test',
    )
    const foreign = await record({
      ...body,
      units: [{ unit, hourMeter: 600, fuel: '0' }],
      photos: [await pictureId(other.id)],
    })
    expect(foreign.status).toBe(400)
    expect((await sendPicture(99_999_999)).status).toBe(404)
    const badKey = await sendPicture(reservation.id, 'court')
    expect(badKey.status).toBe(400)
    // not a picture
    const text = await sendPicture(reservation.id, key(), Buffer.from('pas une image'))
    expect(text.status).toBe(400)
    // a picture over the upload limit: the spec's 413 naming it, before anything is read
    const heavy = await sendPicture(
      reservation.id,
      key(),
      Buffer.concat([await picture('#222222'), Buffer.alloc(UPLOAD_MAX_BYTES + 1)]),
    )
    expect(heavy.status).toBe(413)
    expect((heavy.json as { errors: { message: string }[] }).errors[0]!.message).toBe(
      frenchOnly.upload.tooLarge('photo.jpg', UPLOAD_MAX_MB),
    )
    expect((await reread(reservation.id)).status).toBe('confirmed')
    expect(
      (
        await payload.count({
          collection: 'handovers',
          where: { reservation: { equals: reservation.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('a return from the yard (#62)', () => {
  async function outThenBack(days: { start: number; end: number }, extra: Partial<Equipment> = {}) {
    const { machine } = await newMachine(
      `Chargeuse retour ${stamp} ${randomUUID().slice(0, 6)}`,
      1,
      extra,
    )
    const email = `retour-${randomUUID().slice(0, 8)}@example.test`
    const reservation = await reserve(
      machine.id,
      addDays(today(), days.start),
      addDays(today(), days.end),
      1,
      email,
    )
    const unit = unitIds(reservation)[0]!
    const out = await record(await handover(reservation, 'out', [{ unit, hourMeter: 100 }]))
    expect(out.status, out.text).toBe(201)
    return { machine, reservation: await reread(reservation.id), unit, email }
  }

  it('prices a late return in days at the machine’s rates with the damages, and mails the return note', async () => {
    const { reservation, unit, email } = await outThenBack({ start: -4, end: -2 })
    const body = await handover(reservation, 'return', [{ unit, hourMeter: 131 }], {
      damages: [{ description: 'Rétroviseur cassé', amount: 45_000 }],
    })
    const back = await record(body)
    expect(back.status, back.text).toBe(201)
    const { id, charges, total } = back.json as {
      id: number
      charges: { label: string; amount: number }[]
      total: number
    }
    expect(charges.map(({ amount }) => amount)).toEqual([200_000, 45_000])
    expect(charges[0]!.label).toMatch(/^Retard de 2 jours/)
    expect(total).toBe(245_000)
    expect((await reread(reservation.id)).status).toBe('returned')
    const stored = (await payload.findByID({ collection: 'handovers', id, depth: 0 })) as Handover
    expect(stored.units![0]!.hoursUsed).toBe(31)

    await vi.waitFor(() => expect(smtp.current.to(email)).toHaveLength(2), 15_000)
    const note = smtp.current.to(email).find((mail) => mail.subject?.startsWith('Bon de retour'))!
    const text = await pdfText(new Uint8Array(note.attachments[0]!.content))
    expect(text).toContain('Total à régler')
    expect(text).toContain(formatPrice(245_000).replace(/[\u202f\u00a0]/g, ' '))
    expect(text).toContain('Rétroviseur cassé')
    // returned once: a second return is refused
    const second = await record({ ...body, key: key() })
    expect(second.status).toBe(409)
  })

  it('takes unused days off an early return only when the settings say so', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    try {
      const kept = await outThenBack({ start: 0, end: 6 })
      const keptBack = await record(
        await handover(kept.reservation, 'return', [{ unit: kept.unit, hourMeter: 110 }]),
      )
      expect((keptBack.json as { total: number }).total).toBe(0)

      await payload.updateGlobal({
        slug: 'site-settings',
        data: { yardEarlyReturn: 'refund' },
        overrideAccess: true,
      })
      const refunded = await outThenBack({ start: 0, end: 6 }, { weeklyPrice: 500_000 })
      const back = await record(
        await handover(refunded.reservation, 'return', [{ unit: refunded.unit, hourMeter: 110 }]),
      )
      // a week booked at 500 000, one day used at 100 000
      expect((back.json as { total: number }).total).toBe(-400_000)
      expect((back.json as { charges: { label: string }[] }).charges[0]!.label).toMatch(
        /^Retour anticipé : 6 jours non utilisés/,
      )
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { yardEarlyReturn: settings.yardEarlyReturn ?? 'keep' },
        overrideAccess: true,
      })
    }
  })

  it('keeps the records as the yard wrote them: no edit, no delete, the reservation kept', async () => {
    const { reservation } = await outThenBack({ start: 0, end: 1 })
    const [recorded] = (
      await payload.find({
        collection: 'handovers',
        where: { reservation: { equals: reservation.id } },
      })
    ).docs
    const patch = await cms('PATCH', `/handovers/${recorded!.id}`, {
      token,
      body: { receiverName: 'Autre' },
    })
    expect(patch.status).toBe(403)
    expect((await cms('DELETE', `/handovers/${recorded!.id}`, { token })).status).toBe(403)
    expect((await cms('POST', '/handovers', { token, body: { kind: 'out' } })).status).toBe(403)
    const removed = await cms('DELETE', `/reservations/${reservation.id}`, { token })
    expect(removed.status).toBe(409)
    expect(removed.text).toContain('Le parc a enregistré la sortie de cette réservation')
    expect(
      (await payload.findByID({ collection: 'handovers', id: recorded!.id })).receiverName,
    ).toBe('Moussa Issa')
  })
})

describe('the deposit (#62)', () => {
  it('is asked by the machines, received with its means, given back after the return less the damages, once, with receipts', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { yardDeposits: [{ category: 'BTP', amount: 50_000 }] },
      overrideAccess: true,
    })
    try {
      const own = await newMachine(`Pelle caution ${stamp}`, 2, { deposit: 300_000 } as never)
      const byCategory = await newMachine(`Dameuse caution ${stamp}`, 1)
      const email = `caution-${stamp}@example.test`
      const reservation = (await payload.create({
        collection: 'reservations',
        data: {
          startDate: addDays(today(), -2),
          endDate: today(),
          status: 'confirmed',
          customerName: 'Entreprise Garba',
          customerEmail: email,
          lines: [
            { equipment: own.machine.id, quantity: 2 },
            { equipment: byCategory.machine.id, quantity: 1 },
          ],
        } as never,
        overrideAccess: true,
      })) as Reservation
      const path = `/reservations/${reservation.id}/deposit`
      const state = async () => (await cms('GET', path, { token })).json as Record<string, unknown>
      expect(await state()).toMatchObject({
        expected: 650_000,
        received: 0,
        next: { kind: 'received', amount: 650_000 },
      })
      const move = (body: Record<string, unknown>) =>
        cms('POST', path, { token, body: { key: key(), means: 'cash', ...body } })

      const noReference = await move({ kind: 'received', amount: 650_000, means: 'mobile-money' })
      expect(noReference.status).toBe(400)
      expect((noReference.json as { message: string }).message).toBe(
        'Indiquez la référence (mobile money).',
      )
      const body = {
        key: key(),
        kind: 'received',
        amount: 650_000,
        means: 'mobile-money',
        reference: 'MP-2611-778',
      }
      const received = await cms('POST', path, { token, body })
      expect(received.status, received.text).toBe(201)
      expect((await cms('POST', path, { token, body })).json).toMatchObject({ duplicate: true })
      expect((await move({ kind: 'refunded', amount: 1000 })).status).toBe(409)

      // out and back with a damage: the refund suggested keeps it
      const fresh = await reread(reservation.id)
      const units = (fresh.lines ?? []).flatMap((line) => line.units as number[])
      const readings = units.map((unit) => ({ unit, hourMeter: 10 }))
      expect((await record(await handover(fresh, 'out', readings))).status).toBe(201)
      const back = await record(
        await handover(await reread(reservation.id), 'return', readings, {
          damages: [{ description: 'Flexible arraché', amount: 45_000 }],
        }),
      )
      expect(back.status, back.text).toBe(201)
      expect(await state()).toMatchObject({
        held: 650_000,
        damages: 45_000,
        next: { kind: 'refunded', amount: 605_000 },
      })
      const tooMuch = await move({ kind: 'refunded', amount: 700_000 })
      expect(tooMuch.status).toBe(409)
      expect(plain((tooMuch.json as { message: string }).message)).toBe(
        'Il ne reste que 650 000 F CFA de caution à rembourser.',
      )
      expect((await move({ kind: 'refunded', amount: 605_000 })).status).toBe(201)
      // two refunds at once for more than is left: one is refused
      const both = await Promise.all([
        move({ kind: 'refunded', amount: 30_000 }),
        move({ kind: 'refunded', amount: 30_000 }),
      ])
      expect(both.map(({ status }) => status).sort()).toEqual([201, 409])
      expect(await state()).toMatchObject({ refunded: 635_000, held: 15_000 })
      expect((await reread(reservation.id)).status).toBe('returned')
      // the last of it given back: settled, the rental is closed with it
      expect((await move({ kind: 'refunded', amount: 15_000 })).status).toBe(201)
      expect(await state()).toMatchObject({ refunded: 650_000, held: 0 })
      expect((await reread(reservation.id)).status).toBe('closed')

      // the receipts, mailed and drawn again
      await vi.waitFor(
        () => expect(smtp.current.to(email).length).toBeGreaterThanOrEqual(6),
        15_000,
      )
      const receipts = smtp.current.to(email).filter((mail) => /caution/i.test(mail.subject ?? ''))
      expect(receipts).toHaveLength(4)
      const first = await pdfText(new Uint8Array(receipts[0]!.attachments[0]!.content))
      for (const words of ['Reçu de caution', '650 000', 'Mobile money', 'MP-2611-778'])
        expect(first).toContain(words)
      const [movement] = (
        await payload.find({
          collection: 'deposits',
          where: { reservation: { equals: reservation.id } },
          sort: 'sequence',
          depth: 0,
        })
      ).docs
      const receipt = await cms('GET', `/deposits/${movement!.id}/receipt.pdf`, { token })
      expect(receipt.status).toBe(200)
      expect(await pdfText(receipt.bytes)).toContain('MP-2611-778')
      expect((await cms('GET', `/deposits/${movement!.id}/receipt.pdf`)).status).toBe(401)

      // the money's history is not edited
      expect(
        (await cms('PATCH', `/deposits/${movement!.id}`, { token, body: { amount: 1 } })).status,
      ).toBe(403)
      expect((await cms('DELETE', `/deposits/${movement!.id}`, { token })).status).toBe(403)
      expect((await cms('GET', path)).status).toBe(401)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { yardDeposits: settings.yardDeposits ?? [] },
        overrideAccess: true,
      })
    }
  })
})

describe('the utilisation from the yard’s records (#62)', () => {
  it('counts the days between the check-out and the return the yard recorded, and a return after the last day as late', async () => {
    const { machine } = await newMachine(`Foreuse utilisation ${stamp}`, 1)
    const reservation = await reserve(
      machine.id,
      addDays(today(), -4),
      addDays(today(), -2),
      1,
      `utilisation-${stamp}@example.test`,
    )
    const period = { from: addDays(today(), -10), to: today() }
    const use = async () =>
      (await rentalUtilisation(payload, period)).machines.find((one) => one.id === machine.id)!
    // reserved for three days and not sent out: its three days, not a late return
    expect(await use()).toMatchObject({ rentedDays: 3, late: 0 })
    const unit = unitIds(reservation)[0]!
    expect(
      (await record(await handover(reservation, 'out', [{ unit, hourMeter: 5 }]))).status,
    ).toBe(201)
    // out since today, past its last day: late, counted from the check-out
    expect(await use()).toMatchObject({ rentedDays: 1, late: 1 })
    const back = await record(
      await handover(await reread(reservation.id), 'return', [{ unit, hourMeter: 9 }]),
    )
    expect(back.status, back.text).toBe(201)
    // the yard's days (out and back today), returned after its last day: late
    expect(await use()).toMatchObject({ rentedDays: 1, late: 1, averageDays: 1 })
  })
})
