import { subscribersSlug } from '@/lib/slugs'
import { fr } from '@/i18n/fr'
import { SUBSCRIBER_SOURCE_LABELS, type SUBSCRIBER_SOURCES } from '@/lib/labels'

import { route } from '../route'

/** A CSV cell: quoted, inner quotes doubled; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const adminSubscriberRoutes = [
  route({
    method: 'GET',
    path: '/admin/subscribers/export',
    summary:
      'Abonnés confirmés de la newsletter au format CSV (séparateur « ; », UTF-8 avec BOM pour Excel)',
    tag: 'Administration — newsletter',
    auth: 'admin',
    handle: async ({ payload }) => {
      // only the addresses whose owner confirmed them (double opt-in)
      const { docs } = await payload.find({
        collection: subscribersSlug,
        where: { status: { equals: 'confirmed' } },
        pagination: false,
        sort: 'createdAt',
        overrideAccess: true,
        depth: 0,
      })
      const rows = docs.map((doc) =>
        [
          doc.email,
          SUBSCRIBER_SOURCE_LABELS[
            (doc.source ?? 'newsletter') as (typeof SUBSCRIBER_SOURCES)[number]
          ],
          doc.createdAt.slice(0, 10),
        ]
          .map(csvCell)
          .join(';'),
      )
      const csv = `\uFEFF${[fr.subscribers.csvHeader.map(csvCell).join(';'), ...rows].join('\r\n')}\r\n`
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
