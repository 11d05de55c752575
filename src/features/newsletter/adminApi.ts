import { confirmedSubscribers, type ExportedSubscriber } from './subscriptions'
import { frenchOnly } from '@/i18n/frenchOnly'
import { SUBSCRIBER_SOURCE_LABELS, type SUBSCRIBER_SOURCES } from '@/lib/labels'

import { csvLine as line } from '@/lib/csv'
import { route } from '@/platform/api/route'

export const adminSubscriberRoutes = [
  route({
    method: 'GET',
    path: '/admin/subscribers/export',
    summary:
      'Abonnés confirmés de la newsletter au format CSV (séparateur « ; », UTF-8 avec BOM pour Excel)',
    tag: 'Administration — newsletter',
    auth: 'admin',
    answers: { status: 200, description: 'Le fichier CSV', mediaType: 'text/csv' },
    handle: async ({ payload }) => {
      const pages = confirmedSubscribers(payload)
      const rows = (docs: ExportedSubscriber[]) =>
        docs
          .map((doc) =>
            line([
              doc.email,
              SUBSCRIBER_SOURCE_LABELS[
                (doc.source ?? 'newsletter') as (typeof SUBSCRIBER_SOURCES)[number]
              ],
              doc.createdAt.slice(0, 10),
            ]),
          )
          .join('')
      // the first page read before answering, so that a failing database is an error status
      const first = await pages.next()
      const encoder = new TextEncoder()
      // then written as it is read, a page of subscribers at a time
      const csv = new ReadableStream<Uint8Array>({
        start(controller) {
          const head = `\uFEFF${line(frenchOnly.subscribers.csvHeader)}`
          controller.enqueue(encoder.encode(head + (first.done ? '' : rows(first.value))))
        },
        async pull(controller) {
          const next = await pages.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(rows(next.value)))
        },
        cancel() {
          void pages.return(undefined)
        },
      })
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="abonnes-newsletter.csv"',
          'cache-control': 'no-store',
        },
      })
    },
  }),
]
