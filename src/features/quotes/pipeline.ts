// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload, Where } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site/dictionaries'
import { countText, quantityText } from '@/i18n/site/template'
import { DAY_MS } from '@/lib/days'
import { formatLongDate } from '@/lib/format'
import { QUOTE_STAGE_LABELS, QUOTE_STAGES, type QuoteStage } from '@/lib/labels'
import { quoteReference } from '@/lib/quoteReference'
import { quoteEventsSlug, quoteRequestsSlug } from '@/lib/slugs'
import { requestOwners } from './history'
import { relationId } from '@/lib/relationId'

/** The periods the pipeline offers, in days: the requests received since then. */
export const PIPELINE_PERIODS = [30, 90, 365] as const
export type PipelinePeriod = (typeof PIPELINE_PERIODS)[number]
export const DEFAULT_PIPELINE_PERIOD: PipelinePeriod = 90
/** The figures' window: conversion and time to a first answer. */
const FIGURES_DAYS = 30
/** At most this many requests per screen (a year of a busy team's requests fits). */
const PIPELINE_MAX = 2000

export type PipelineFilters = { owner: string | null; days: PipelinePeriod }

export type PipelineCard = {
  id: number
  reference: string
  customer: string
  company: string | null
  machine: string | null
  /** What the customer chose on the site (#59): « 2 semaines, à partir du 8 décembre 2026 ». */
  choice: string | null
  amount: number | null
  owner: string | null
  ageDays: number
  nextActionAt: string | null
  nextActionNote: string | null
  overdue: boolean
}

type PipelineColumn = {
  stage: QuoteStage
  label: string
  count: number
  amount: number
  cards: PipelineCard[]
}

export type PipelineReport = {
  columns: PipelineColumn[]
  owners: { id: number; name: string }[]
  /** won ÷ (won + lost) of the requests received in the last 30 days; null when none is closed */
  conversion: { won: number; closed: number } | null
  /** median time from a request to the team's first mail or quote, over 30 days, in ms */
  medianFirstAnswerMs: number | null
  truncated: boolean
}

function ownerWhere(owner: string | null): Where[] {
  if (!owner) return []
  if (owner === 'none') return [{ owner: { exists: false } }]
  return /^\d+$/.test(owner) ? [{ owner: { equals: Number(owner) } }] : []
}

function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The median time between a request and the team's first answer (a mail or a quote). */
async function medianFirstAnswer(payload: Payload, since: Date): Promise<number | null> {
  const { docs: requests } = await payload.find({
    collection: quoteRequestsSlug,
    where: { createdAt: { greater_than_equal: since.toISOString() } },
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (!requests.length) return null
  const received = new Map(requests.map((request) => [request.id, Date.parse(request.createdAt)]))
  const { docs: answers } = await payload.find({
    collection: quoteEventsSlug,
    where: {
      and: [
        { createdAt: { greater_than_equal: since.toISOString() } },
        { kind: { in: ['mail', 'quoteSent'] } },
        { user: { exists: true } },
      ],
    },
    select: { request: true, createdAt: true },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const first = new Map<number, number>()
  for (const answer of answers) {
    const id = relationId(answer.request)
    if (id === null || first.has(id) || !received.has(id)) continue
    first.set(id, Date.parse(answer.createdAt) - received.get(id)!)
  }
  return median([...first.values()])
}

function choiceText(choice: QuoteRequest['choice']): string | null {
  if (!choice?.machine || !choice.unit) return null
  const { customerQuote, meta } = dictionaries.fr
  if (choice.startDate && choice.endDate)
    return `${countText(customerQuote.machines, choice.quantity ?? 1, meta.intl)}, du ${formatLongDate(choice.startDate)} au ${formatLongDate(choice.endDate)}`
  const quantity = quantityText(
    { quantity: choice.quantity ?? 1, unit: choice.unit },
    customerQuote.quantities,
    meta.intl,
  )
  return choice.startDate
    ? `${quantity}, à partir du ${formatLongDate(choice.startDate)}`
    : quantity
}

const card = (request: QuoteRequest, owners: Map<number, string>, now: number): PipelineCard => {
  const ownerId = relationId(request.owner)
  const nextAt = request.nextActionAt ?? null
  return {
    id: request.id,
    reference: quoteReference(request.id),
    customer: request.name,
    company: request.company || null,
    machine: request.equipment || request.lines?.[0]?.label || null,
    choice: choiceText(request.choice),
    amount: typeof request.amount === 'number' ? request.amount : null,
    owner: ownerId === null ? null : (owners.get(ownerId) ?? `Compte ${ownerId}`),
    ageDays: Math.floor((now - Date.parse(request.createdAt)) / DAY_MS),
    nextActionAt: nextAt,
    nextActionNote: request.nextActionNote || null,
    overdue: nextAt !== null && Date.parse(nextAt) < now,
  }
}

/**
 * The pipeline screen's data: the requests received in the period (and of an owner), by stage,
 * with each stage's count and amount, and the last 30 days' conversion and time to answer.
 */
export async function pipelineReport(
  payload: Payload,
  filters: PipelineFilters,
  now = Date.now(),
): Promise<PipelineReport> {
  const since = new Date(now - filters.days * DAY_MS)
  const [{ docs, totalDocs }, users] = await Promise.all([
    payload.find({
      collection: quoteRequestsSlug,
      where: {
        and: [
          { createdAt: { greater_than_equal: since.toISOString() } },
          ...ownerWhere(filters.owner),
        ],
      },
      select: {
        name: true,
        company: true,
        equipment: true,
        choice: true,
        lines: true,
        amount: true,
        owner: true,
        stage: true,
        nextActionAt: true,
        nextActionNote: true,
        createdAt: true,
      },
      sort: '-createdAt',
      limit: PIPELINE_MAX,
      depth: 0,
      overrideAccess: true,
    }),
    requestOwners(payload),
  ])
  const owners = new Map(users.map((user) => [user.id, user.name]))
  const columns = QUOTE_STAGES.map((stage): PipelineColumn => {
    const cards = docs
      .filter((request) => (request.stage ?? 'new') === stage)
      .map((request) => card(request as QuoteRequest, owners, now))
    return {
      stage,
      label: QUOTE_STAGE_LABELS[stage],
      count: cards.length,
      amount: cards.reduce((sum, item) => sum + (item.amount ?? 0), 0),
      cards,
    }
  })
  const figuresSince = new Date(now - FIGURES_DAYS * DAY_MS)
  const [won, lost] = await Promise.all(
    (['won', 'lost'] as const).map(
      async (stage) =>
        (
          await payload.count({
            collection: quoteRequestsSlug,
            where: {
              and: [
                { stage: { equals: stage } },
                { createdAt: { greater_than_equal: figuresSince.toISOString() } },
              ],
            },
            overrideAccess: true,
          })
        ).totalDocs,
    ),
  )
  return {
    columns,
    owners: [...owners].map(([id, name]) => ({ id, name })),
    conversion: won! + lost! > 0 ? { won: won!, closed: won! + lost! } : null,
    medianFirstAnswerMs: await medianFirstAnswer(payload, figuresSince),
    truncated: totalDocs > docs.length,
  }
}
