import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { ApiError, ok } from '@/platform/api/envelope'
import { PUBLIC_FORMS_TAG as TAG, route } from '@/platform/api/route'
import { newsletterSchema } from '@/platform/forms/newsletter.schema'
import { newsletterSentPath } from '@/lib/sitePaths'
import { unsubscribePage } from './links'

import { subscribe, unsubscribe } from './subscriptions'

/** The newsletter's sign-up and its one-click leaving (public-site §7, RFC 8058). */
export const newsletterRoutes = [
  route({
    method: 'POST',
    path: '/newsletter/subscribe',
    summary:
      'Inscription à la newsletter, confirmée par le lien envoyé à l’adresse (une adresse déjà inscrite n’est pas une erreur)',
    tag: TAG,
    auth: 'public',
    body: newsletterSchema,
    data: null,
    htmlForm: { receipt: newsletterSentPath },
    handle: async ({ payload, body }) => {
      if (!body.website)
        await subscribe(payload, body.email, body.source ?? 'newsletter', body.locale)
      return ok(undefined, { message: frenchOnly.forms.subscribed })
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
        throw new ApiError(400, frenchOnly.forms.invalidNewsletterLink)
      return ok(undefined, { message: frenchOnly.forms.unsubscribed })
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
        return ok({ page }, { message: frenchOnly.forms.unsubscribeOnPage })
      return new Response(null, {
        status: 303,
        headers: { Location: page, 'Cache-Control': 'no-store' },
      })
    },
  }),
]
