import { FilterBar } from '@/admin/FilterBar'
import type { AdminViewServerProps, Payload } from 'payload'

import {
  DEFAULT_PIPELINE_PERIOD,
  PIPELINE_PERIODS,
  type PipelineCard,
  type PipelineFilters,
  type PipelinePeriod,
  type PipelineReport,
  pipelineReport,
} from '../pipeline'
import { formatLongDateTime, formatPrice } from '@/lib/format'

import { AdminPage } from '@/admin/AdminPage'
import { MessagesTabs } from './MessagesTabs'

import './pipeline.scss'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** « 3 h 20 min », « 2 j 4 h »: a duration as the team reads it. */
function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`
  return `${Math.floor(hours / 24)} j ${hours % 24} h`
}

const ageText = (days: number) =>
  days === 0 ? 'aujourd’hui' : days === 1 ? 'hier' : `il y a ${days} jours`

function Card({ card }: { card: PipelineCard }) {
  return (
    <li className="bk-pipeline__card">
      <a href={`/admin/collections/quote-requests/${card.id}`}>
        <strong>{card.customer}</strong>
        {card.company && <span>{card.company}</span>}
      </a>
      <span className="bk-pipeline__meta">
        {card.reference} · reçue {ageText(card.ageDays)}
      </span>
      {card.machine && <span>{card.machine}</span>}
      {card.choice && <span className="bk-pipeline__meta">{card.choice}</span>}
      <span className="bk-pipeline__amount">
        {card.amount === null ? 'Montant à établir' : formatPrice(card.amount)}
      </span>
      <span className="bk-pipeline__meta">{card.owner ?? 'Sans responsable'}</span>
      {card.nextActionAt && (
        <span className={card.overdue ? 'bk-pipeline__late' : 'bk-pipeline__meta'}>
          {card.overdue ? 'En retard : ' : 'Prochaine action : '}
          {formatLongDateTime(card.nextActionAt)}
          {card.nextActionNote ? ` — ${card.nextActionNote}` : ''}
        </span>
      )}
    </li>
  )
}

function Figures({ report }: { report: PipelineReport }) {
  const { conversion, medianFirstAnswerMs } = report
  return (
    <dl className="bk-pipeline__figures">
      <div>
        <dt>Conversion sur 30 jours</dt>
        <dd>
          {conversion
            ? `${Math.round((conversion.won / conversion.closed) * 100)} % (${conversion.won} acceptée${conversion.won > 1 ? 's' : ''} sur ${conversion.closed} close${conversion.closed > 1 ? 's' : ''})`
            : 'Aucune demande close'}
        </dd>
      </div>
      <div>
        <dt>Délai médian de première réponse (30 jours)</dt>
        <dd>{medianFirstAnswerMs === null ? 'Aucune réponse' : duration(medianFirstAnswerMs)}</dd>
      </div>
    </dl>
  )
}

/** Rendered inside AdminPage, so only once the visitor is known to be an administrator. */
async function PipelineScreen({ payload, owner, days }: { payload: Payload } & PipelineFilters) {
  const report = await pipelineReport(payload, { owner, days })
  return (
    <>
      <h1 className="bk-pipeline__title">Pipeline des devis</h1>
      <FilterBar>
        <label>
          Responsable
          <select name="responsable" defaultValue={owner ?? ''}>
            <option value="">Tous</option>
            <option value="none">Sans responsable</option>
            {report.owners.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Demandes reçues depuis
          <select name="periode" defaultValue={String(days)}>
            {PIPELINE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {period} jours
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bk-action">
          Filtrer
        </button>
      </FilterBar>
      <Figures report={report} />
      {report.truncated && (
        <p className="bk-pipeline__meta">
          Seules les 2 000 demandes les plus récentes sont affichées.
        </p>
      )}
      <div className="bk-pipeline__columns">
        {report.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`etape-${column.stage}`}
            className="bk-pipeline__column"
          >
            <h2 id={`etape-${column.stage}`}>
              {column.label} <span>({column.count})</span>
            </h2>
            <p className="bk-pipeline__total">{formatPrice(column.amount)}</p>
            {column.cards.length ? (
              <ul>
                {column.cards.map((card) => (
                  <Card key={card.id} card={card} />
                ))}
              </ul>
            ) : (
              <p className="bk-pipeline__meta">Aucune demande</p>
            )}
          </section>
        ))}
      </div>
    </>
  )
}

/** The pipeline of the quote requests (#42): by stage, filtered by owner and period. */
export function PipelineView(props: AdminViewServerProps) {
  const search = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>
  const asked = Number(first(search.periode))
  const days = (PIPELINE_PERIODS as readonly number[]).includes(asked)
    ? (asked as PipelinePeriod)
    : DEFAULT_PIPELINE_PERIOD
  return (
    <AdminPage {...props} path="/pipeline">
      <MessagesTabs current="pipeline" />
      <PipelineScreen
        payload={props.initPageResult.req.payload}
        owner={first(search.responsable) || null}
        days={days}
      />
    </AdminPage>
  )
}
