import type { Payload } from 'payload'

import { type DashboardFigures, dashboardFigures } from '../readers'
import { frenchOnly } from '@/i18n/frenchOnly'
import { QUOTE_STAGE_LABELS } from '@/lib/labels'
import { quoteReference } from '@/lib/quoteReference'
import { equipmentUnitsSlug, quoteRequestsSlug, reservationsSlug } from '@/lib/slugs'
import type { Reservation } from '@/generated/payload-types'
import { formatWholeNumber, slugify } from '@/lib/format'
import { companyDayAndHour } from '@/lib/timeZone'
import { formatPeriod } from '@/features/rentals/dayWords'
import { type YardDay, yardDay } from '@/features/rentals/yardDays'
import { type DueUnit, unitsDueForService } from '@/features/rentals/service'

import { ADMIN_SHORTCUTS } from '@/platform/plugins/adminMenu'

import './dashboard.scss'

const STAT_CARDS: { key: keyof DashboardFigures['stats']; label: string }[] = [
  { key: 'departments', label: 'Départements' },
  { key: 'equipment', label: 'Équipements' },
  { key: 'news', label: 'Actualités' },
  { key: 'users', label: 'Utilisateurs' },
]

function RecentList({
  title,
  items,
}: {
  title: string
  items: {
    id: string
    name: string
    state: string
    positive: boolean
    /** Overdue: in red (#61). */
    late?: boolean
    href?: string
  }[]
}) {
  return (
    <section className="bk-dash__card" aria-labelledby={`dash-${slugify(title)}`}>
      <h2 id={`dash-${slugify(title)}`}>{title}</h2>
      {items.length === 0 ? (
        <p className="bk-dash__muted">Aucun élément pour le moment.</p>
      ) : (
        <ul className="bk-dash__recent">
          {items.map((item) => (
            <li key={item.id}>
              {item.href ? <a href={item.href}>{item.name}</a> : <span>{item.name}</span>}
              <span
                className={`bk-pill ${item.late ? 'bk-pill--late' : item.positive ? 'bk-pill--on' : 'bk-pill--off'}`}
              >
                {item.state}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const dayWord = (day: string, today: string) => (day === today ? 'Aujourd’hui' : 'Demain')

/** The yard's day (#61): departures and returns of today and tomorrow, overdue returns in red. */
function YardDayLists({ yard, today }: { yard: YardDay; today: string }) {
  const item = (reservation: Reservation, day: string, late = false) => ({
    id: String(reservation.id),
    name: `${reservation.customerName} — ${formatPeriod(reservation.startDate, reservation.endDate, reservation.halfDay)}`,
    // the late one's last day is in its name
    state: late ? 'En retard' : dayWord(day, today),
    positive: true,
    late,
    href: `/admin/collections/${reservationsSlug}/${reservation.id}`,
  })
  return (
    <>
      <RecentList
        title="Départs d’aujourd’hui et de demain"
        items={yard.departures.map((reservation) => item(reservation, reservation.startDate))}
      />
      <RecentList
        title="Retours d’aujourd’hui et de demain"
        items={[
          ...yard.overdue.map((reservation) => item(reservation, reservation.endDate, true)),
          ...yard.returns.map((reservation) => item(reservation, reservation.endDate)),
        ]}
      />
    </>
  )
}

/**
 * Back office home (back office §2): counts, quick actions, the yard's departures and returns
 * (#61), the units due for service (#62), and the 5 latest of each kind, the quote requests' with their stage and a link (#59).
 */
export async function Dashboard({ payload }: { payload: Payload }) {
  let data: DashboardFigures
  let yard: YardDay
  let due: DueUnit[]
  const today = companyDayAndHour(new Date()).day
  try {
    ;[data, yard, due] = await Promise.all([
      dashboardFigures(payload),
      yardDay(payload, today),
      unitsDueForService(payload),
    ])
  } catch (error) {
    payload.logger.error({ err: error }, 'Tableau de bord : lecture impossible')
    return (
      <main className="bk-dash">
        <h1>Tableau de bord</h1>
        <p role="alert" className="bk-dash__error">
          Erreur lors du chargement des données
        </p>
        <a className="bk-action" href="/admin">
          {frenchOnly.common.retry}
        </a>
      </main>
    )
  }
  const { stats, recent } = data
  return (
    <main className="bk-dash">
      <h1>Tableau de bord</h1>
      <ul className="bk-dash__stats">
        {STAT_CARDS.map((card) => (
          <li key={card.key} className="bk-dash__card">
            <span className="bk-dash__value">{stats[card.key]}</span>
            <span>{card.label}</span>
          </li>
        ))}
      </ul>
      <nav aria-label="Actions rapides" className="bk-dash__actions">
        {ADMIN_SHORTCUTS.map((shortcut) => (
          <a key={shortcut.path} href={shortcut.path} className="bk-action">
            {shortcut.label}
          </a>
        ))}
      </nav>
      <div className="bk-dash__grid">
        <YardDayLists yard={yard} today={today} />
        {due.length > 0 && (
          <RecentList
            title="Révisions à prévoir"
            items={due.map(({ unit, machine, state }) => ({
              id: String(unit.id),
              name: `${unit.fleetNumber} — ${machine} : ${formatWholeNumber(state.since)} h depuis la dernière révision (toutes les ${formatWholeNumber(state.interval)} h)`,
              state: 'Révision due',
              positive: false,
              late: true,
              href: `/admin/collections/${equipmentUnitsSlug}/${unit.id}`,
            }))}
          />
        )}
        <RecentList
          title="Départements récents"
          items={recent.departments.map((item) => ({
            id: String(item.id),
            name: item.name,
            state: item.isActive !== false ? 'Actif' : 'Inactif',
            positive: item.isActive !== false,
          }))}
        />
        <RecentList
          title="Équipements récents"
          items={recent.equipment.map((item) => ({
            id: String(item.id),
            name: item.name,
            state: (item.available ?? 0) > 0 ? 'Disponible' : 'Occupé',
            positive: (item.available ?? 0) > 0,
          }))}
        />
        <RecentList
          title="Actualités récentes"
          items={recent.news.map((item) => ({
            id: String(item.id),
            name: item.title,
            state: item.isPublished !== false ? 'Publié' : 'Brouillon',
            positive: item.isPublished !== false,
          }))}
        />
        <RecentList
          title="Demandes de devis récentes"
          items={recent.requests.map((item) => ({
            id: String(item.id),
            name: `${quoteReference(item.id)} — ${item.company || item.name}`,
            state: QUOTE_STAGE_LABELS[item.stage ?? 'new'],
            positive: item.stage === 'won',
            href: `/admin/collections/${quoteRequestsSlug}/${item.id}`,
          }))}
        />
      </div>
    </main>
  )
}
