'use client'

import { useEffect, useRef, useState } from 'react'

import { shrinkPhoto } from '@/features/media/shrinkPhoto'

import {
  DAMAGES_MAX,
  FUEL_LEVEL_LABELS,
  FUEL_LEVELS,
  type FuelLevel,
  HANDOVER_KIND_LABELS,
  HANDOVER_PHOTOS_MAX,
  type HandoverKind,
  YARD_PHOTO_MAX_SIDE,
} from '../labels'
import { formatPrice } from '@/lib/format'

import { newKey, onQueueChange, queuedSends, queueSend, sendQueued, sentAnswer } from '../queue'
import type { YardSheet } from '../sheet'
import { SignaturePad, type SignatureHandle } from './SignaturePad.client'

type Photo = { key: string; file: File; preview: string }
type Damage = { description: string; amount: string }

const WORDS = {
  out: { who: 'Nom de la personne qui reçoit le matériel', submit: 'Enregistrer la sortie' },
  return: { who: 'Nom de la personne qui rend le matériel', submit: 'Enregistrer le retour' },
} as const

/**
 * The check-out or return sheet of one reservation on the yard's phone (#62): readings, checks,
 * photos, damages on a return, the signature. « Enregistrer » writes it to the phone's outbox
 * (queue.ts) and sends it at once when the network answers, later otherwise.
 */
export function HandoverForm({ sheet, kind }: { sheet: YardSheet; kind: HandoverKind }) {
  const [readings, setReadings] = useState(() =>
    sheet.units.map((unit) => ({ unit: unit.id, hourMeter: '', fuel: '' as FuelLevel | '' })),
  )
  const [checks, setChecks] = useState(() =>
    sheet.checklist.map((item) => ({ item, ok: true, note: '' })),
  )
  const [accessories, setAccessories] = useState('')
  const [damages, setDamages] = useState<Damage[]>([])
  const [photos, setPhotos] = useState<Photo[]>([])
  const [receiverName, setReceiverName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [queuedKey, setQueuedKey] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const signature = useRef<SignatureHandle>(null)

  // once queued: what became of the send (left the phone, waiting, conflict, refused)
  useEffect(() => {
    if (!queuedKey) return
    const look = async () => {
      const send = (await queuedSends()).find((one) => one.key === queuedKey)
      setOutcome(
        !send
          ? 'sent'
          : send.state === 'waiting'
            ? 'waiting'
            : `${send.state}:${send.message ?? ''}`,
      )
    }
    void look()
    return onQueueChange(() => void look())
  }, [queuedKey])

  const addPhotos = async (files: FileList | null) => {
    if (!files) return
    const room = HANDOVER_PHOTOS_MAX - photos.length
    const taken = await Promise.all(
      [...files].slice(0, room).map(async (file) => {
        const small = await shrinkPhoto(file, { maxSide: YARD_PHOTO_MAX_SIDE, always: true })
        return { key: newKey(), file: small, preview: URL.createObjectURL(small) }
      }),
    )
    setPhotos((before) => [...before, ...taken])
    if (files.length > room) setProblem(`${HANDOVER_PHOTOS_MAX} photos au plus par fiche.`)
  }

  const checkProblem = (): string | null => {
    for (const [index, reading] of readings.entries()) {
      const unit = sheet.units[index]!
      const meter = Number(reading.hourMeter)
      if (reading.hourMeter === '' || !Number.isInteger(meter))
        return `Relevez le compteur de ${unit.fleetNumber} (heures entières).`
      if (meter < unit.hourMeter)
        return `Le compteur de ${unit.fleetNumber} ne peut pas être sous ${unit.hourMeter} h.`
      if (!reading.fuel) return `Indiquez le carburant de ${unit.fleetNumber}.`
    }
    for (const damage of damages) {
      if (damage.description.trim().length < 2) return 'Décrivez chaque dégât.'
      if (!/^\d+$/.test(damage.amount.trim()))
        return 'Le montant d’un dégât est en FCFA, sans virgule.'
    }
    if (receiverName.trim().length < 2) return 'Écrivez le nom de la personne qui signe.'
    return null
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const wrong = checkProblem()
    if (wrong) return setProblem(wrong)
    setBusy(true)
    try {
      const png = await signature.current?.png()
      if (!png) return setProblem('Faites signer sur le cadre ci-dessus.')
      setProblem(null)
      const key = newKey()
      await queueSend({
        key,
        kind,
        reservation: sheet.reservation.id,
        label: `${HANDOVER_KIND_LABELS[kind]} — ${sheet.reservation.customer} (réservation n° ${sheet.reservation.id})`,
        createdAt: Date.now(),
        fields: {
          seen: sheet.reservation.updatedAt,
          units: readings.map(({ unit, hourMeter, fuel }) => ({
            unit,
            hourMeter: Number(hourMeter),
            fuel,
          })),
          checklist: checks.map(({ item, ok, note }) => ({
            item,
            ok,
            ...(note.trim() ? { note: note.trim() } : {}),
          })),
          accessories: accessories.trim() || undefined,
          receiverName: receiverName.trim(),
          ...(kind === 'return'
            ? {
                damages: damages.map(({ description, amount }) => ({
                  description: description.trim(),
                  amount: Number(amount),
                })),
              }
            : {}),
        },
        signature: { key: newKey(), blob: png },
        photos: photos.map(({ key: photoKey, file }) => ({ key: photoKey, blob: file })),
        state: 'waiting',
      })
      setQueuedKey(key)
      void sendQueued().catch(() => undefined)
    } catch {
      setProblem('La fiche n’a pas pu être gardée sur ce téléphone : réessayez.')
    } finally {
      setBusy(false)
    }
  }

  if (queuedKey)
    return (
      <div className="yard-outcome" role="status" data-outcome={outcome?.split(':')[0]}>
        {outcome === 'sent' ? (
          <>
            <p>
              <strong>{sentAnswer(queuedKey)?.message ?? 'Fiche envoyée.'}</strong>
            </p>
            {kind === 'return' ? (
              <p>
                Total à régler : <strong>{formatPrice(sentAnswer(queuedKey)?.total ?? 0)}</strong>
              </p>
            ) : null}
          </>
        ) : outcome?.startsWith('conflict') || outcome?.startsWith('refused') ? (
          <p className="yard-problem">{outcome.slice(outcome.indexOf(':') + 1)}</p>
        ) : (
          <p>
            <strong>Fiche gardée sur ce téléphone.</strong> Elle part dès que le réseau revient ;
            les photos ne sont pas perdues.
          </p>
        )}
        <a className="yard-button" href="/parc">
          Retour au parc
        </a>
      </div>
    )

  return (
    <form className="yard-form" onSubmit={submit} noValidate>
      {sheet.units.map((unit, index) => (
        <fieldset key={unit.id} className="yard-card">
          <legend>
            {unit.machine} · <strong>{unit.fleetNumber}</strong>
          </legend>
          {unit.serial ? <p className="yard-muted">N° de série {unit.serial}</p> : null}
          <label className="yard-field">
            Compteur (h)
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              name={`hourMeter-${unit.id}`}
              value={readings[index]!.hourMeter}
              placeholder={`${unit.hourMeter} ou plus`}
              onChange={(event) =>
                setReadings((all) =>
                  all.map((row, at) =>
                    at === index
                      ? { ...row, hourMeter: event.target.value.replace(/\D/g, '') }
                      : row,
                  ),
                )
              }
            />
          </label>
          <div
            className="yard-field"
            role="radiogroup"
            aria-label={`Carburant de ${unit.fleetNumber}`}
          >
            Carburant
            <div className="yard-choices">
              {FUEL_LEVELS.map((level) => (
                <label key={level} className="yard-choice">
                  <input
                    type="radio"
                    name={`fuel-${unit.id}`}
                    value={level}
                    checked={readings[index]!.fuel === level}
                    onChange={() =>
                      setReadings((all) =>
                        all.map((row, at) => (at === index ? { ...row, fuel: level } : row)),
                      )
                    }
                  />
                  {FUEL_LEVEL_LABELS[level]}
                </label>
              ))}
            </div>
          </div>
        </fieldset>
      ))}

      <fieldset className="yard-card">
        <legend>État du matériel</legend>
        {checks.map((check, index) => (
          <div key={check.item} className="yard-check">
            <label className="yard-choice">
              <input
                type="checkbox"
                checked={check.ok}
                onChange={(event) =>
                  setChecks((all) =>
                    all.map((row, at) =>
                      at === index ? { ...row, ok: event.target.checked } : row,
                    ),
                  )
                }
              />
              {check.item}
            </label>
            {!check.ok ? (
              <input
                className="yard-input"
                aria-label={`Remarque : ${check.item}`}
                placeholder="Remarque"
                maxLength={300}
                value={check.note}
                onChange={(event) =>
                  setChecks((all) =>
                    all.map((row, at) =>
                      at === index ? { ...row, note: event.target.value } : row,
                    ),
                  )
                }
              />
            ) : null}
          </div>
        ))}
        <label className="yard-field">
          {kind === 'out' ? 'Accessoires remis' : 'Accessoires rendus'}
          <textarea
            rows={2}
            maxLength={2000}
            value={accessories}
            onChange={(event) => setAccessories(event.target.value)}
          />
        </label>
      </fieldset>

      {kind === 'return' ? (
        <fieldset className="yard-card">
          <legend>Dégâts à facturer</legend>
          {damages.map((damage, index) => (
            <div key={index} className="yard-damage">
              <input
                className="yard-input"
                aria-label={`Dégât ${index + 1}`}
                placeholder="Description"
                maxLength={300}
                value={damage.description}
                onChange={(event) =>
                  setDamages((all) =>
                    all.map((row, at) =>
                      at === index ? { ...row, description: event.target.value } : row,
                    ),
                  )
                }
              />
              <input
                className="yard-input yard-input--amount"
                aria-label={`Montant du dégât ${index + 1} (FCFA)`}
                placeholder="FCFA"
                inputMode="numeric"
                value={damage.amount}
                onChange={(event) =>
                  setDamages((all) =>
                    all.map((row, at) =>
                      at === index
                        ? { ...row, amount: event.target.value.replace(/\D/g, '') }
                        : row,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="yard-button yard-button--quiet"
                onClick={() => setDamages((all) => all.filter((_, at) => at !== index))}
              >
                Retirer
              </button>
            </div>
          ))}
          {damages.length < DAMAGES_MAX ? (
            <button
              type="button"
              className="yard-button yard-button--quiet"
              onClick={() => setDamages((all) => [...all, { description: '', amount: '' }])}
            >
              Ajouter un dégât
            </button>
          ) : null}
          <p className="yard-muted">
            Un retour après le dernier jour réservé est facturé en jours supplémentaires, calculés
            au bureau à l’enregistrement.
          </p>
        </fieldset>
      ) : null}

      <fieldset className="yard-card">
        <legend>Photos ({photos.length})</legend>
        <div className="yard-photos">
          {photos.map((photo, index) => (
            <figure key={photo.key} className="yard-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) */}
              <img src={photo.preview} alt={`Photo ${index + 1}`} />
              <button
                type="button"
                className="yard-button yard-button--quiet"
                onClick={() => setPhotos((all) => all.filter((one) => one.key !== photo.key))}
              >
                Retirer
              </button>
            </figure>
          ))}
        </div>
        {photos.length < HANDOVER_PHOTOS_MAX ? (
          <label className="yard-button yard-button--quiet yard-file">
            Prendre une photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              onChange={(event) => {
                void addPhotos(event.target.files)
                event.target.value = ''
              }}
            />
          </label>
        ) : null}
      </fieldset>

      <fieldset className="yard-card">
        <legend>Signature</legend>
        <label className="yard-field">
          {WORDS[kind].who}
          <input
            autoComplete="off"
            maxLength={200}
            value={receiverName}
            onChange={(event) => setReceiverName(event.target.value)}
          />
        </label>
        <SignaturePad ref={signature} label="Signature" />
      </fieldset>

      {problem ? (
        <p className="yard-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="yard-button yard-button--main" disabled={busy}>
        {WORDS[kind].submit}
      </button>
    </form>
  )
}
