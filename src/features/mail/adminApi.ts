import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { resendMail } from '@/platform/services/mail/outbox'
import { outgoingEmailsSlug } from '@/lib/slugs'

import { findOr404 } from '@/platform/api/documents'
import { ApiError, ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'

/** The outgoing-mail log's « Renvoyer » (back office, « Emails envoyés »). */
export const adminEmailRoutes = [
  route({
    method: 'POST',
    path: '/admin/emails/:id/resend',
    summary:
      'Renvoie un email du journal : une copie, nouvelle ligne du journal (jamais un lien de réinitialisation ni un code de signature)',
    tag: 'Administration — emails',
    auth: 'admin',
    // the copy's row in the log
    data: z.object({ id: z.union([z.string(), z.number()]) }),
    handle: async (context) => {
      const { id, kind } = await findOr404(context, outgoingEmailsSlug, frenchOnly.emails.notFound)
      const copy = await resendMail(context.payload, id)
      if (copy === null) throw new ApiError(400, frenchOnly.emails.secretNotKept(kind))
      return ok({ id: copy }, { message: frenchOnly.emails.resent })
    },
  }),
]
