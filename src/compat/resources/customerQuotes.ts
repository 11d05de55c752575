import { z } from 'zod'

import { quoteAcceptSchema, quoteRefuseSchema } from '@/forms/quoteAnswer.schema'
import { answerQuote } from '@/services/quotes/answer'
import { QuoteActionError } from '@/services/quotes/send'

import { ApiError, ok } from '../envelope'
import { route } from '../route'
import { clientOf } from './analytics'

const TAG = 'Page devis du client'
const REFUSES = [
  { status: 404, description: 'Référence inconnue, ou jeton faux ou d’une autre demande' },
  {
    status: 409,
    description: 'Aucun devis envoyé, devis expiré, ou déjà accepté ou refusé autrement',
  },
]

/** A refusal of the quotes' service as the API's French error. */
async function answered(work: () => Promise<{ message: string; changed: boolean }>) {
  try {
    const { message, changed } = await work()
    return ok({ changed }, { message })
  } catch (error) {
    if (error instanceof QuoteActionError) throw new ApiError(error.status, error.message)
    throw error
  }
}

/** The customer's answer on their page (/devis/<reference>?t=…), with the token of their link. */
export const customerQuoteRoutes = [
  route({
    method: 'POST',
    path: '/quotes/:reference/accept',
    summary:
      'Le client accepte la dernière version de son devis (nom, heure et adresse gardés dans l’historique ; une seconde fois ne change rien)',
    tag: TAG,
    auth: 'public',
    body: quoteAcceptSchema,
    data: z.object({ changed: z.boolean() }),
    refuses: REFUSES,
    handle: ({ payload, params, body, request }) =>
      answered(() =>
        answerQuote(
          payload,
          params.reference ?? '',
          body.token,
          { accepted: true, name: body.name },
          { ip: clientOf(request).ip },
        ),
      ),
  }),
  route({
    method: 'POST',
    path: '/quotes/:reference/refuse',
    summary: 'Le client refuse la dernière version de son devis, avec une raison s’il le souhaite',
    tag: TAG,
    auth: 'public',
    body: quoteRefuseSchema,
    data: z.object({ changed: z.boolean() }),
    refuses: REFUSES,
    handle: ({ payload, params, body, request }) =>
      answered(() =>
        answerQuote(
          payload,
          params.reference ?? '',
          body.token,
          { accepted: false, reason: body.reason || null },
          { ip: clientOf(request).ip },
        ),
      ),
  }),
]
