import { csvLine as line } from '@/lib/csv'
import { ApiError } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'

import { periodQuery } from './api'
import { rentalUtilisation, utilisationPeriod, utilisationRate } from './utilisation'

const CSV_HEADER = [
  'Machine',
  'Unité',
  'Jours loués',
  'Jours disponibles',
  'Taux d’utilisation (%)',
  'Locations commencées',
  'Durée moyenne (jours)',
  'Chiffre d’affaires (FCFA)',
  'Retours en retard',
]

/** A number as a spreadsheet in French reads it: a comma before the decimals. */
const figure = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',')

export const adminRentalRoutes = [
  route({
    method: 'GET',
    path: '/admin/rentals/utilisation',
    summary:
      'Utilisation du parc de location sur une période (from, to : AAAA-MM-JJ ; par défaut les 30 derniers jours), au format CSV : une ligne par machine puis une par unité (séparateur « ; », UTF-8 avec BOM pour Excel)',
    tag: 'Administration — location',
    auth: 'admin',
    query: periodQuery,
    answers: { status: 200, description: 'Le fichier CSV', mediaType: 'text/csv' },
    refuses: [{ status: 400, description: 'Une période impossible' }],
    handle: async ({ payload, query }) => {
      const period = utilisationPeriod(query.from, query.to)
      if ('problem' in period) throw new ApiError(400, period.problem)
      const report = await rentalUtilisation(payload, period)
      const rows = report.machines.flatMap((machine) => [
        line([
          machine.name,
          '',
          figure(machine.rentedDays),
          figure(machine.availableDays),
          String(utilisationRate(machine)),
          String(machine.rentals),
          figure(machine.averageDays),
          String(machine.revenue),
          String(machine.late),
        ]),
        ...machine.units.map((unit) =>
          line([
            machine.name,
            unit.fleetNumber,
            figure(unit.rentedDays),
            figure(unit.availableDays),
            String(utilisationRate(unit)),
            '',
            '',
            '',
            '',
          ]),
        ),
      ])
      return new Response(`\uFEFF${line(CSV_HEADER)}${rows.join('')}`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="utilisation-${period.from}-${period.to}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  }),
]
