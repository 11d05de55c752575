// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import { addDays, dayStart, utcDay } from '@/lib/days'
import { formatLongDate } from '@/lib/format'
import { publicUrl, weeklyReportCron } from '@/platform/runtime/environment'
import { quoteRequestsSlug, weeklyReportsSlug } from '@/lib/slugs'
import { mailBrand } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { type MailBrand, render, type Rendered } from '@/platform/services/mail/templates'

import { dayTotals } from './rollups'
import { general, sumTotals, topPages } from './summary'

const TOP_PAGES = 5
export const REPORT_QUEUE = 'reports'

const count = (value: number) => value.toLocaleString('fr-FR')

/** To each account that asked for it, on Mondays: last week's figures from the statistics. */
function weeklyReportMail(
  brand: MailBrand,
  report: {
    period: string
    pageViews: number
    uniqueVisitors: number
    visits: number
    quotes: number
    topPages: { title: string; path: string; views: number }[]
    statisticsLink: string
  },
): Rendered {
  return render(brand, `Rapport hebdomadaire — ${brand.name}`, [
    { paragraph: `Les chiffres du site ${brand.name} ${report.period} :` },
    {
      fields: [
        ['Pages vues', count(report.pageViews)],
        ['Visiteurs uniques', count(report.uniqueVisitors)],
        ['Visites', count(report.visits)],
        ['Demandes de devis', count(report.quotes)],
      ],
    },
    report.topPages.length
      ? {
          fields: report.topPages.map((page, index): [string, string] => [
            `${index + 1}. ${page.path}`,
            `${count(page.views)} vue${page.views > 1 ? 's' : ''}`,
          ]),
        }
      : { paragraph: 'Aucune page vue cette semaine.' },
    { button: { label: 'Ouvrir les statistiques', href: report.statisticsLink } },
    {
      small:
        'Ce rapport se désactive dans les paramètres de votre compte (« Rapport hebdomadaire »).',
    },
  ])
}

/** The last whole week before `today`: Monday to Sunday, UTC days. */
export function lastWeek(today = utcDay()): { first: string; last: string } {
  const weekday = (new Date(dayStart(today)).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  const first = addDays(today, -weekday - 7)
  return { first, last: addDays(first, 6) }
}

/** A unique row per week: the insert fails when another run (or instance) already claimed it. */
async function claim(payload: Payload, week: string): Promise<number | string | null> {
  try {
    const row = await payload.create({
      collection: weeklyReportsSlug,
      data: { week },
      overrideAccess: true,
    })
    return row.id
  } catch {
    return null
  }
}

/**
 * Mails last week's figures (views, visitors, visits, quote requests, top pages) to every
 * account that asked for the weekly report, once per week whatever runs it: the week is claimed
 * first, and the mails go through the outbox (stored, then sent and retried). Returns how many
 * were queued, 0 when the week was already done.
 */
export async function sendWeeklyReports(payload: Payload, today = utcDay()): Promise<number> {
  const { first, last } = lastWeek(today)
  const id = await claim(payload, first)
  if (id === null) return 0
  const readers = await payload.find({
    collection: 'users',
    where: { weeklyReport: { equals: true } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (readers.docs.length) {
    const totals = sumTotals(await dayTotals(payload, first, last, today))
    const { totalDocs: quotes } = await payload.count({
      collection: quoteRequestsSlug,
      where: {
        and: [
          { createdAt: { greater_than_equal: dayStart(first) } },
          { createdAt: { less_than: dayStart(addDays(last, 1)) } },
        ],
      },
      overrideAccess: true,
    })
    const figures = general(totals)
    const mail = weeklyReportMail(await mailBrand(payload), {
      period: `du ${formatLongDate(first)} au ${formatLongDate(last)}`,
      pageViews: figures.pageViews,
      uniqueVisitors: figures.uniqueVisitors,
      visits: figures.totalVisits,
      quotes,
      topPages: topPages(totals, TOP_PAGES),
      statisticsLink: `${publicUrl()}/admin/analytics`,
    })
    for (const reader of readers.docs) {
      await sendMail(payload, { kind: 'report', to: reader.email, ...mail })
    }
  }
  await payload.update({
    collection: weeklyReportsSlug,
    id,
    data: { recipients: readers.docs.length },
    overrideAccess: true,
  })
  return readers.docs.length
}

/** Queued by Payload's scheduling on Mondays (WEEKLY_REPORT_CRON), run by its own queue's runner. */
export const weeklyReportTask: TaskConfig = {
  slug: 'weekly-report',
  label: 'Rapport hebdomadaire des statistiques',
  schedule: [{ cron: weeklyReportCron(), queue: REPORT_QUEUE }],
  retries: 2,
  handler: async ({ req: { payload } }) => {
    await sendWeeklyReports(payload)
    return { output: {} }
  },
}
