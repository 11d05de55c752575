// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { z } from 'zod'

import {
  DAMAGE_AMOUNT_MAX,
  DAMAGES_MAX,
  FUEL_LEVELS,
  HANDOVER_KINDS,
  HANDOVER_PHOTOS_MAX,
} from './labels'
import { SEND_KEY } from './keys'

const id = z.number().int().positive()
const text = (max: number) => z.string().trim().max(max)

/** What the yard's phone sends for a check-out or a return (the photos sent before, by id). */
export const handoverBody = z.object({
  key: z.string().regex(SEND_KEY),
  kind: z.enum(HANDOVER_KINDS),
  reservation: id,
  /** The reservation's `updatedAt` when the phone read it: another since is a conflict. */
  seen: text(40),
  /** Sent again after a conflict was shown: the team recorded it on the current reservation. */
  force: z.boolean().optional(),
  units: z
    .array(
      z.object({
        unit: id,
        hourMeter: z.number().int().min(0).max(1_000_000),
        fuel: z.enum(FUEL_LEVELS),
      }),
    )
    .min(1)
    .max(100),
  checklist: z
    .array(z.object({ item: text(200).min(1), ok: z.boolean(), note: text(300).optional() }))
    .max(40),
  accessories: text(2000).optional(),
  receiverName: text(200).min(2),
  signature: id,
  photos: z.array(id).max(HANDOVER_PHOTOS_MAX),
  damages: z
    .array(
      z.object({
        description: text(300).min(2),
        amount: z.number().int().min(0).max(DAMAGE_AMOUNT_MAX),
      }),
    )
    .max(DAMAGES_MAX)
    .optional(),
})
export type HandoverBody = z.infer<typeof handoverBody>

/** Each part of the body by its French name, for the refusal that names the first wrong one. */
const PART_NAMES: Record<string, string> = {
  key: 'la clé d’envoi',
  kind: 'le type (sortie ou retour)',
  reservation: 'la réservation',
  seen: 'la version lue de la réservation',
  units: 'les relevés des unités',
  hourMeter: 'le compteur (heures entières, 0 à 1 000 000)',
  fuel: 'le niveau de carburant',
  checklist: 'l’état du matériel',
  accessories: 'les accessoires (2 000 caractères au plus)',
  receiverName: 'le nom du signataire (2 à 200 caractères)',
  signature: 'la signature',
  photos: `les photos (${HANDOVER_PHOTOS_MAX} au plus)`,
  damages: `les dégâts (${DAMAGES_MAX} au plus)`,
  description: 'la description d’un dégât (2 à 300 caractères)',
  amount: 'le montant d’un dégât (FCFA, entier)',
}

/** The French refusal of a body that does not parse: the first wrong part, named. */
export function bodyProblem(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? []
  const part = [...path].reverse().find((step) => typeof step === 'string' && PART_NAMES[step])
  return part
    ? `Vérifiez ${PART_NAMES[part as string]}.`
    : 'La fiche envoyée est incomplète : rouvrez-la depuis le parc.'
}
