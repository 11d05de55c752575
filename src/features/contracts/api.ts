import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { ok } from '@/platform/api/envelope'
import { clientOf } from '@/platform/api/client'
import { route, type RouteContext } from '@/platform/api/route'
import { QUOTE_ANSWER_MAX as MAX } from '@/platform/forms/quoteAnswer'

import { acceptContract, sendContractCode } from './customer'
import { askExtensionForCustomer, takeProposalForCustomer } from './customerExtension'

const words = frenchOnly.contracts
const TAG = 'Page devis du client'
const token = z.string().max(MAX.token)
const contract = z.number().int().positive()

/** POST /api/contracts/:reference/code: the link's token and the contract's version asked. */
const codeSchema = z.object({ token, contract })

/** POST /api/contracts/:reference/accept: the box, the name, the code and the PDF's SHA-256. */
const acceptSchema = z.object({
  token,
  contract,
  consent: z.literal(true, { error: words.consentRequired }),
  name: z.string().trim().min(1, words.nameRequired).max(MAX.name),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, words.codeFormat),
  sha256: z.string().regex(/^[0-9a-fA-F]{64}$/),
})

/** POST /api/contracts/:reference/extend: the reservation and the last day wanted. */
const extendSchema = z.object({
  token,
  reservation: z.number().int().positive(),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, words.dayFormat),
})

/** POST /api/contracts/:reference/extension: the team's proposal taken. */
const takeSchema = z.object({ token, extension: z.number().int().positive() })

const REFUSES = [
  { status: 404, description: 'Référence inconnue, jeton faux, ou contrat d’une autre demande' },
  {
    status: 409,
    description: 'Une version plus récente existe, ou le PDF accepté n’est plus celui-là',
  },
]

const referenceOf = (context: RouteContext<unknown, unknown>) => context.params.reference ?? ''

/**
 * The customer's contract on their page (/devis/<reference>?t=…): the code, then the signature
 * (#62). The services' refusals are ApiErrors the router answers with their status and French
 * (an unknown reference or a wrong token is the quotes' own 404).
 */
export const contractRoutes = [
  route({
    tag: TAG,
    auth: 'public',
    method: 'POST',
    path: '/contracts/:reference/code',
    summary:
      'Envoie au client un code à usage unique (6 chiffres, 15 minutes, 5 essais) pour signer la dernière version de son contrat de location',
    body: codeSchema,
    data: z.object({ email: z.string(), phone: z.string().nullable() }),
    refuses: [
      ...REFUSES,
      { status: 429, description: 'Un code vient d’être envoyé : une minute entre deux codes' },
    ],
    handle: async (context) => {
      const { message, email, phone } = await sendContractCode(
        context.payload,
        referenceOf(context),
        context.body.token,
        context.body.contract,
      )
      return ok({ email, phone }, { message })
    },
  }),
  route({
    tag: TAG,
    auth: 'public',
    method: 'POST',
    path: '/contracts/:reference/accept',
    summary:
      'Le client signe la dernière version de son contrat : case cochée, nom, code reçu et empreinte SHA-256 du PDF lu ; la preuve est gardée sans modification possible, une seconde fois ne change rien',
    body: acceptSchema,
    data: z.object({ changed: z.boolean() }),
    refuses: [...REFUSES, { status: 403, description: 'Code absent, expiré, épuisé ou incorrect' }],
    handle: async (context) => {
      const { message, changed } = await acceptContract(
        context.payload,
        referenceOf(context),
        context.body.token,
        context.body,
        clientOf(context.request),
      )
      return ok({ changed }, { message })
    },
  }),
  route({
    tag: TAG,
    auth: 'public',
    method: 'POST',
    path: '/contracts/:reference/extend',
    summary:
      'Le client demande à garder les engins plus longtemps (une location sous contrat signé) : la demande est gardée avec le jour jusqu’où les mêmes unités sont libres, l’équipe prévenue',
    body: extendSchema,
    data: z.object({ freeUntil: z.string().nullable() }),
    created: true,
    refuses: REFUSES,
    handle: async (context) => {
      const { message, freeUntil } = await askExtensionForCustomer(
        context.payload,
        referenceOf(context),
        context.body.token,
        context.body,
      )
      return ok({ freeUntil }, { message, status: 201 })
    },
  }),
  route({
    tag: TAG,
    auth: 'public',
    method: 'POST',
    path: '/contracts/:reference/extension',
    summary:
      'Le client accepte le jour que l’équipe lui propose : la réservation est prolongée, une nouvelle version du contrat est à signer',
    body: takeSchema,
    data: null,
    refuses: REFUSES,
    handle: async (context) => {
      const { message } = await takeProposalForCustomer(
        context.payload,
        referenceOf(context),
        context.body.token,
        context.body.extension,
      )
      return ok(undefined, { message })
    },
  }),
]
