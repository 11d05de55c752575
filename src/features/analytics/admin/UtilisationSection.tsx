import { FilterBar } from '@/admin/FilterBar'
import type { Payload } from 'payload'

import { formatDay, formatPrice, formatWholeNumber } from '@/lib/format'

import {
  type MachineUse,
  rentalUtilisation,
  type UnitUse,
  utilisationPeriod,
  utilisationRate,
} from '@/features/rentals/utilisation'
import './utilisation.scss'

const days = (value: number) => formatWholeNumber(Math.round(value * 10) / 10)

function Figures({ use }: { use: Omit<UnitUse, 'id' | 'fleetNumber'> }) {
  return (
    <>
      <td>{days(use.rentedDays)}</td>
      <td>{days(use.availableDays)}</td>
      <td>{utilisationRate(use)} %</td>
    </>
  )
}

function MachineRows({ machine }: { machine: MachineUse }) {
  return (
    <>
      <tr className="bk-utilisation__machine">
        <th scope="row">{machine.name}</th>
        <Figures use={machine} />
        <td>{machine.rentals}</td>
        <td>{machine.rentals ? days(machine.averageDays) : '—'}</td>
        <td>{formatPrice(machine.revenue)}</td>
        <td className={machine.late ? 'bk-utilisation__late' : undefined}>{machine.late}</td>
      </tr>
      {machine.units.map((unit) => (
        <tr key={unit.id} className="bk-utilisation__unit">
          <th scope="row">{unit.fleetNumber}</th>
          <Figures use={unit} />
          <td colSpan={4} />
        </tr>
      ))}
    </>
  )
}

/**
 * « Utilisation du parc » in Statistiques (#62): per machine and unit, days rented against days
 * available over a period, the rentals started, their length and revenue, late returns, the
 * customers who rented most; the same figures as a CSV.
 */
export async function UtilisationSection({
  payload,
  from,
  to,
}: {
  payload: Payload
  from?: string
  to?: string
}) {
  const period = utilisationPeriod(from, to)
  const asked = 'problem' in period ? utilisationPeriod(undefined, undefined) : period
  if ('problem' in asked) return null
  const report = await rentalUtilisation(payload, asked)
  const shown = report.machines.filter((machine) => machine.units.length || machine.rentals)
  return (
    <section className="bk-utilisation" aria-labelledby="bk-utilisation-title">
      <h2 id="bk-utilisation-title">Utilisation du parc de location</h2>
      <FilterBar>
        <label>
          Du
          <input type="date" name="du" defaultValue={asked.from} />
        </label>
        <label>
          Au (inclus)
          <input type="date" name="au" defaultValue={asked.to} />
        </label>
        <button type="submit" className="bk-action">
          Afficher
        </button>
        <a
          className="bk-action bk-action--light"
          href={`/api/admin/rentals/utilisation?from=${asked.from}&to=${asked.to}`}
          download
        >
          Exporter en CSV
        </a>
      </FilterBar>
      {'problem' in period && (
        <p role="alert" className="bk-utilisation__problem">
          {period.problem} Voici les 30 derniers jours.
        </p>
      )}
      <p className="bk-utilisation__note">
        Du {formatDay(asked.from)} au {formatDay(asked.to)} : jours loués (réservations confirmées,
        sorties ou rendues) sur jours disponibles (la période moins les blocages de maintenance).
        Chiffre d’affaires des locations commencées dans la période : le devis accepté, sinon le
        tarif du parc.
      </p>
      {shown.length ? (
        <div
          className="bk-utilisation__scroll"
          role="region"
          aria-label="Utilisation par machine et par unité"
          tabIndex={0}
        >
          <table className="bk-utilisation__table">
            <thead>
              <tr>
                <th scope="col">Machine / unité</th>
                <th scope="col">Jours loués</th>
                <th scope="col">Jours disponibles</th>
                <th scope="col">Utilisation</th>
                <th scope="col">Locations</th>
                <th scope="col">Durée moyenne (jours)</th>
                <th scope="col">Chiffre d’affaires</th>
                <th scope="col">Retours en retard</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((machine) => (
                <MachineRows key={machine.id} machine={machine} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Aucune machine de location.</p>
      )}
      <h3>Clients qui ont le plus loué</h3>
      {report.customers.length ? (
        <ol className="bk-utilisation__customers">
          {report.customers.map((customer) => (
            <li key={customer.name}>
              <span>{customer.name}</span>
              <span>
                {formatPrice(customer.revenue)} · {customer.rentals} location
                {customer.rentals > 1 ? 's' : ''} · {days(customer.days)} jours-engin
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p>Aucune location commencée dans la période.</p>
      )}
    </section>
  )
}
