import { z } from 'zod'

import { quoteAcceptSchema, quoteRefuseSchema } from '@/platform/forms/quoteAnswer.schema'
import { answerQuote, type QuoteAnswer } from './answer'

import { ok } from '@/platform/api/envelope'
import { route, type RouteContext } from '@/platform/api/route'
import { clientOf } from '@/platform/api/client'

const TAG = 'Page devis du client'
const ANSWERED = {
  tag: TAG,
  auth: 'public' as const,
  data: z.object({ changed: z.boolean() }),
  refuses: [
    { status: 404, description: 'Référence inconnue, ou jeton faux ou d’une autre demande' },
    {
      status: 409,
      description: 'Aucun devis envoyé, devis expiré, ou déjà accepté ou refusé autrement',
    },
  ],
}

/**
 * The customer's answer, with their link's token, to the quotes' service; its refusals are
 * ApiErrors, which the router answers with their status and French message.
 */
async function answered(context: RouteContext<unknown, { token: string }>, answer: QuoteAnswer) {
  const { message, changed } = await answerQuote(
    context.payload,
    context.params.reference ?? '',
    context.body.token,
    answer,
    { ip: clientOf(context.request).ip },
  )
  return ok({ changed }, { message })
}

/** The customer's answer on their page (/devis/<reference>?t=…), with the token of their link. */
export const customerQuoteRoutes = [
  route({
    ...ANSWERED,
    method: 'POST',
    path: '/quotes/:reference/accept',
    summary:
      'Le client accepte la dernière version de son devis (nom, heure et adresse gardés dans l’historique ; une seconde fois ne change rien)',
    body: quoteAcceptSchema,
    handle: (context) => answered(context, { accepted: true, name: context.body.name }),
  }),
  route({
    ...ANSWERED,
    method: 'POST',
    path: '/quotes/:reference/refuse',
    summary: 'Le client refuse la dernière version de son devis, avec une raison s’il le souhaite',
    body: quoteRefuseSchema,
    handle: (context) =>
      answered(context, { accepted: false, reason: context.body.reason || null }),
  }),
]
