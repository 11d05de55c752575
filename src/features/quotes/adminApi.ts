import { z } from 'zod'

import { quoteRequestsSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES } from '@/lib/labels'

import { apiDocumentSchema } from '@/platform/api/contentSchema'
import { asUser, findOr404 } from '@/platform/api/documents'
import { ok } from '@/platform/api/envelope'
import { withApiId } from '@/platform/api/content'
import { route } from '@/platform/api/route'

const TAG = 'Administration — messages'

/** The inbox of the quote requests (back office §2, Messages): read and replied marks. */
export const adminMessageRoutes = [
  route({
    method: 'PUT',
    path: '/admin/messages/:id/status',
    summary: 'Statut d’un message du formulaire de devis : nouveau, lu ou répondu',
    tag: TAG,
    auth: 'admin',
    body: z.object({ status: z.enum(MESSAGE_STATUSES) }),
    data: apiDocumentSchema(quoteRequestsSlug),
    handle: async (context) => {
      const { id } = await findOr404(context, quoteRequestsSlug, frenchOnly.messages.notFound)
      const doc = await context.payload.update({
        collection: quoteRequestsSlug,
        id,
        ...asUser(context),
        data: { status: context.body.status },
      })
      return ok(withApiId(doc), {
        message: frenchOnly.messages.marked(MESSAGE_STATUS_LABELS[doc.status]),
      })
    },
  }),
]
