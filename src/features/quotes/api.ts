import { randomInt } from 'node:crypto'

import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { quoteReference } from '@/lib/quoteReference'
import { clientOf } from '@/platform/api/client'
import { ApiError, ok } from '@/platform/api/envelope'
import { PUBLIC_FORMS_TAG as TAG, route } from '@/platform/api/route'
import { acknowledgementAllowed } from '@/platform/data/acknowledgementBudget'
import { SUBMISSION_KEY_HEADER, SUBMISSION_KEY_PATTERN } from '@/platform/forms/fields'
import { quoteRequestSchema } from '@/platform/forms/quoteRequest.schema'
import { afterAnswer } from '@/platform/services/afterAnswer'
import { subscribe } from '@/features/newsletter/subscriptions'

import { quoteSentPath } from './formReceipt'
import { mailQuoteRequest } from './mails'
import { htmlFormSubmissionKey, sameSubmission, storeQuoteSubmission } from './submissions'

/** The submission's key (Idempotency-Key), null without one; a malformed key is refused. */
function submissionKeyOf(request: Request): string | null {
  const key = request.headers.get(SUBMISSION_KEY_HEADER)
  if (key === null) return null
  if (!SUBMISSION_KEY_PATTERN.test(key))
    throw new ApiError(400, frenchOnly.forms.invalidSubmissionKey)
  return key
}

/** The contact form's quote request (public-site §7). */
export const quoteRequestRoutes = [
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
    refuses: [{ status: 409, description: frenchOnly.forms.submissionKeyReused }],
    htmlForm: {
      booleans: ['newsletter'],
      receipt: (data) => quoteSentPath((data as { reference: string }).reference),
    },
    handle: async ({ payload, body, request: received, fromHtmlForm }) => {
      const { website, ...request } = body
      const client = clientOf(received).ip
      // a plain form has no key of its own: the same form sent twice within minutes is one
      const key =
        submissionKeyOf(received) ?? (fromHtmlForm ? htmlFormSubmissionKey(client, request) : null)
      // a robot (honeypot filled) is answered as a person: a reference that names nothing
      let reference = quoteReference(randomInt(1, 1_000_000))
      if (!website) {
        const { request: stored, repeated } = await storeQuoteSubmission(payload, request, key)
        reference = quoteReference(stored.id)
        if (repeated) {
          // the same phone's second send: the first answer again, nothing mailed twice; another
          // request under a used key is refused, not swallowed
          if (!sameSubmission(stored, request))
            throw new ApiError(409, frenchOnly.forms.submissionKeyReused)
          return ok({ reference }, { status: 201, message: frenchOnly.forms.quoteSent })
        }
        // stored first: the mails are queued once the answer is sent, and never fail it
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
      return ok({ reference }, { status: 201, message: frenchOnly.forms.quoteSent })
    },
  }),
]
