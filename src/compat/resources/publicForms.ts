import { randomInt } from 'node:crypto'

import { z } from 'zod'

import { quoteReference } from '@/lib/quoteReference'
import { acknowledgementAllowed } from '@/data/acknowledgementBudget'
import { subscribe, unsubscribe } from '@/features/newsletter/subscriptions'
import { sameSubmission, storeQuoteSubmission } from '@/features/quotes/submissions'
import { unsubscribePage } from '@/services/mail/newsletterLinks'
import { afterAnswer } from '@/services/afterAnswer'
import { mailQuoteRequest } from '@/services/mail/quoteMails'
import { fr } from '@/i18n/fr'
import { BEACON_BODY_MAX_BYTES } from '@/forms/beacon'
import { SUBMISSION_KEY_HEADER, SUBMISSION_KEY_PATTERN } from '@/forms/fields'
import { beaconSchema } from '@/forms/beacon.schema'
import { newsletterSchema } from '@/forms/newsletter.schema'
import { quoteRequestSchema } from '@/forms/quoteRequest.schema'

import { ApiError, ok } from '../envelope'
import { parseOrThrow, readBodyText } from '../request'
import { recordBeacon } from '../beacon'
import { clientOf } from '../client'
import { route } from '../route'

const TAG = 'Formulaires publics'

/** The submission's key (Idempotency-Key), null without one; a malformed key is refused. */
function submissionKeyOf(request: Request): string | null {
  const key = request.headers.get(SUBMISSION_KEY_HEADER)
  if (key === null) return null
  if (!SUBMISSION_KEY_PATTERN.test(key)) throw new ApiError(400, fr.forms.invalidSubmissionKey)
  return key
}

export const publicFormRoutes = [
  route({
    method: 'POST',
    path: '/quote-requests',
    summary:
      'Demande de devis du formulaire de contact (nom, email, téléphone et message obligatoires). L’en-tête facultatif Idempotency-Key (16 à 100 lettres, chiffres ou tirets, un par envoi) fait qu’un envoi répété, par exemple gardé hors ligne puis renvoyé, n’est enregistré qu’une fois : la même référence revient.',
    tag: TAG,
    auth: 'public',
    created: true,
    body: quoteRequestSchema,
    data: z.object({ reference: z.string().describe('DEV-000123') }),
    refuses: [{ status: 409, description: fr.forms.submissionKeyReused }],
    handle: async ({ payload, body, request: received }) => {
      const { website, ...request } = body
      const key = submissionKeyOf(received)
      // a robot (honeypot filled) is answered as a person: a reference that names nothing
      let reference = quoteReference(randomInt(1, 1_000_000))
      if (!website) {
        const { request: stored, repeated } = await storeQuoteSubmission(payload, request, key)
        reference = quoteReference(stored.id)
        if (repeated) {
          // the same phone's second send: the first answer again, nothing mailed twice; another
          // request under a used key is refused, not swallowed
          if (!sameSubmission(stored, request))
            throw new ApiError(409, fr.forms.submissionKeyReused)
          return ok({ reference }, { status: 201, message: fr.forms.quoteSent })
        }
        // stored first: the mails are queued once the answer is sent, and never fail it
        const client = clientOf(received).ip
        afterAnswer(
          async () =>
            mailQuoteRequest(payload, stored, {
              acknowledge: await acknowledgementAllowed(payload, request.email, client),
            }),
          'Emails de la demande de devis non enregistrés',
          payload.logger,
        )
        if (request.newsletter) await subscribe(payload, request.email, 'contact', request.locale)
      }
      return ok({ reference }, { status: 201, message: fr.forms.quoteSent })
    },
  }),
  route({
    method: 'POST',
    path: '/newsletter/subscribe',
    summary:
      'Inscription à la newsletter, confirmée par le lien envoyé à l’adresse (une adresse déjà inscrite n’est pas une erreur)',
    tag: TAG,
    auth: 'public',
    body: newsletterSchema,
    data: null,
    handle: async ({ payload, body }) => {
      if (!body.website)
        await subscribe(payload, body.email, body.source ?? 'newsletter', body.locale)
      return ok(undefined, { message: fr.forms.subscribed })
    },
  }),
  route({
    method: 'POST',
    path: '/newsletter/unsubscribe',
    summary:
      'Désinscription en un clic (RFC 8058, en-tête List-Unsubscribe des emails) avec le jeton signé du lien',
    tag: TAG,
    auth: 'public',
    data: null,
    handle: async ({ payload, request }) => {
      const token = new URL(request.url).searchParams.get('jeton')
      if ((await unsubscribe(payload, token)) === 'invalid')
        throw new ApiError(400, fr.forms.invalidNewsletterLink)
      return ok(undefined, { message: fr.forms.unsubscribed })
    },
  }),
  route({
    method: 'GET',
    path: '/newsletter/unsubscribe',
    summary:
      'L’adresse List-Unsubscribe ouverte sans RFC 8058 : un navigateur (Accept: text/html) est renvoyé (303) vers la page de désinscription, qui désinscrit avec le même jeton ; un autre client reçoit l’adresse de cette page (data.page). Un GET ne désinscrit jamais.',
    tag: TAG,
    auth: 'public',
    query: z.object({ jeton: z.string().max(600).optional() }),
    alsoAnswers: {
      status: 303,
      description: 'Un navigateur : vers la page de désinscription (Location)',
    },
    data: z.object({ page: z.string() }),
    handle: async ({ query, request }) => {
      const page = unsubscribePage(query.jeton ?? '')
      if (!request.headers.get('accept')?.includes('text/html'))
        return ok({ page }, { message: fr.forms.unsubscribeOnPage })
      return new Response(null, {
        status: 303,
        headers: { Location: page, 'Cache-Control': 'no-store' },
      })
    },
  }),
  route({
    method: 'POST',
    path: '/analytics/beacon',
    summary:
      'Balise de mesure d’audience des pages publiques (sans cookie ; JSON, aussi envoyé en text/plain par sendBeacon)',
    tag: TAG,
    auth: 'public',
    answers: { status: 204, description: 'Enregistrée' },
    refuses: [
      { status: 404, description: fr.analytics.pageViewNotFound },
      { status: 413, description: fr.api.bodyTooLarge },
    ],
    handle: async ({ payload, request }) => {
      // navigator.sendBeacon posts text/plain: the JSON is read whatever the declared type
      const text = await readBodyText(request, BEACON_BODY_MAX_BYTES)
      let json: unknown
      try {
        json = JSON.parse(text || '{}')
      } catch {
        throw new ApiError(400, fr.api.invalidJson)
      }
      const beacon = parseOrThrow(beaconSchema, json)
      await recordBeacon(payload, beacon, request)
      return new Response(null, { status: 204 })
    },
  }),
]
