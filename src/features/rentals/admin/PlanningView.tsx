import { FilterBar } from '@/admin/FilterBar'
import type { AdminViewServerProps, Payload } from 'payload'

import { AdminPage } from '@/admin/AdminPage'
import { addDays, isCalendarDay } from '@/lib/days'
import { formatDay, formatWholeNumber } from '@/lib/format'
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS } from '@/lib/labels'
import { companyDayAndHour } from '@/lib/timeZone'
import { departmentsSlug, reservationsSlug } from '@/lib/slugs'

import { UNIT_STATE_LABELS } from '../labels'
import {
  DEFAULT_PLANNING_WEEKS,
  mondayOf,
  planning,
  PLANNING_WEEKS,
  type PlanningRun,
  type PlanningWeeks,
} from '../planning'
import { PlanningMoves } from './PlanningMoves.client'
import { RentalsTabs } from './RentalsTabs'
import { ServiceBlockButton } from './ServiceBlockButton.client'
import './planning.scss'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'narrow', timeZone: 'UTC' })
const KIND_LEGEND = [
  ['rental', 'Réservée (confirmée ou sortie)'],
  ['option', 'Option'],
  ['preparation', 'Préparation'],
  ['block', 'Maintenance'],
  ['short', 'Unité hors service mais réservée'],
] as const

type Filters = {
  from: string
  weeks: PlanningWeeks
  category: string | null
  department: number | null
}

const addressOf = ({ from, weeks, category, department }: Filters) =>
  `/admin/planning?du=${from}&semaines=${weeks}${category ? `&categorie=${category}` : ''}${department ? `&departement=${department}` : ''}`

/** The departments to filter by: those the team gave a machine. */
const departmentsOf = async (payload: Payload) =>
  (
    await payload.find({
      collection: departmentsSlug,
      select: { name: true },
      sort: 'name',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

function Run({ run }: { run: PlanningRun }) {
  if (!run.kind) return <td colSpan={run.days} className="bk-planning__free" />
  const label = run.text
  return (
    <td colSpan={run.days} className={`bk-planning__run bk-planning__run--${run.kind}`}>
      {run.reservation ? (
        <a
          href={`/admin/collections/${reservationsSlug}/${run.reservation}`}
          title={label}
          {...(run.move && {
            draggable: true,
            'data-move': run.reservation,
            'data-who': run.short,
            'data-start': run.move.startDate,
            'data-end': run.move.endDate,
          })}
        >
          <span aria-hidden="true">{run.short}</span>
          <span className="bk-planning__sr">{label}</span>
        </a>
      ) : (
        <span title={label}>
          <span aria-hidden="true">{run.short}</span>
          <span className="bk-planning__sr">{label}</span>
        </span>
      )}
    </td>
  )
}

async function PlanningScreen({ payload, ...filters }: { payload: Payload } & Filters) {
  const [{ days, rows }, departments] = await Promise.all([
    planning(payload, filters),
    departmentsOf(payload),
  ])
  const today = companyDayAndHour(new Date()).day
  const step = filters.weeks * 7
  return (
    <>
      <h1 className="bk-planning__title">Planning de location</h1>
      <FilterBar>
        <label>
          À partir du
          <input type="date" name="du" defaultValue={filters.from} />
        </label>
        <label>
          Durée
          <select name="semaines" defaultValue={String(filters.weeks)}>
            {PLANNING_WEEKS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {weeks} semaines
              </option>
            ))}
          </select>
        </label>
        <label>
          Catégorie
          <select name="categorie" defaultValue={filters.category ?? ''}>
            <option value="">Toutes</option>
            {EQUIPMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EQUIPMENT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Département
          <select name="departement" defaultValue={filters.department ?? ''}>
            <option value="">Tous</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bk-action">
          Afficher
        </button>
        <a href={addressOf({ ...filters, from: addDays(filters.from, -step) })}>
          ← Période précédente
        </a>
        <a href={addressOf({ ...filters, from: addDays(filters.from, step) })}>
          Période suivante →
        </a>
      </FilterBar>
      <ul className="bk-planning__legend" aria-label="Légende">
        {KIND_LEGEND.map(([kind, text]) => (
          <li key={kind}>
            <span className={`bk-planning__swatch bk-planning__run--${kind}`} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      {rows.length ? (
        <PlanningMoves>
          <p className="bk-planning__hint">
            Avec une souris, glissez une réservation vers d’autres jours pour la déplacer (le stock
            est vérifié avant l’enregistrement) ; sinon, ouvrez-la pour changer ses dates.
          </p>
          <div className="bk-planning__scroll">
            <table className="bk-planning__table">
              <caption className="bk-planning__sr">
                Unités par jour, du {formatDay(days[0]!)} au {formatDay(days.at(-1)!)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Unité</th>
                  {days.map((day) => (
                    <th
                      key={day}
                      scope="col"
                      data-day={day}
                      className={day === today ? 'bk-planning__today' : undefined}
                    >
                      <span aria-hidden="true">
                        {WEEKDAY.format(new Date(`${day}T12:00:00Z`))}
                        <br />
                        {Number(day.slice(8))}
                      </span>
                      <span className="bk-planning__sr">{formatDay(day)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.unit.id}>
                    <th scope="row">
                      <a href={`/admin/collections/equipment-units/${row.unit.id}`}>
                        {row.unit.fleetNumber}
                      </a>
                      <span>{row.machine}</span>
                      {row.unit.state !== 'in-service' && (
                        <span className="bk-planning__state">
                          {UNIT_STATE_LABELS[row.unit.state]}
                        </span>
                      )}
                      {row.service?.due && row.unit.state === 'in-service' && (
                        <>
                          <span className="bk-planning__service">
                            Révision due : {formatWholeNumber(row.service.since)} h depuis la
                            dernière (toutes les {formatWholeNumber(row.service.interval)} h)
                          </span>
                          {row.servicePlanned ? (
                            <span className="bk-planning__service">
                              Révision prévue le {formatDay(row.servicePlanned)}
                            </span>
                          ) : (
                            <ServiceBlockButton
                              unit={row.unit.id}
                              fleetNumber={row.unit.fleetNumber}
                            />
                          )}
                        </>
                      )}
                    </th>
                    {row.runs.map((run, index) => (
                      <Run key={index} run={run} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PlanningMoves>
      ) : (
        <p>Aucune unité de location pour ces filtres.</p>
      )}
    </>
  )
}

/** The rental planning (#61): units by days, with their reservations, options and blocks. */
export function PlanningView(props: AdminViewServerProps) {
  const search = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>
  const asked = Number(first(search.semaines))
  const weeks = (PLANNING_WEEKS as readonly number[]).includes(asked)
    ? (asked as PlanningWeeks)
    : DEFAULT_PLANNING_WEEKS
  const day = first(search.du)
  const from = isCalendarDay(day) ? day : mondayOf(companyDayAndHour(new Date()).day)
  const category = first(search.categorie)
  const department = Number(first(search.departement))
  return (
    <AdminPage {...props} path="/planning">
      <RentalsTabs current="planning" />
      <PlanningScreen
        payload={props.initPageResult.req.payload}
        from={from}
        weeks={weeks}
        category={
          category && (EQUIPMENT_CATEGORIES as readonly string[]).includes(category)
            ? category
            : null
        }
        department={Number.isSafeInteger(department) && department > 0 ? department : null}
      />
    </AdminPage>
  )
}
