import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'

import { toSiteDepartment } from '../shape'
import { departmentsSlug } from '@/lib/slugs'
import type { Department } from '@/generated/payload-types'

import './departmentDetails.scss'

/**
 * The « Détails » tab of a department (back office §2, the list's « View »): the department as a
 * reader sees it, read-only, with its page on the site.
 */
export async function DepartmentDetails({ initPageResult, doc }: DocumentViewServerProps) {
  const { payload } = initPageResult.req
  const stored = (await payload
    .findByID({ collection: departmentsSlug, id: (doc as Department).id, depth: 1 })
    .catch(() => doc)) as Department
  const department = toSiteDepartment(stored)
  const active = stored.isActive ?? true
  const { homepage } = department
  return (
    <Gutter className="bk-details">
      <header className="bk-details__header">
        <span
          className="bk-color__dot"
          style={{ background: department.color ?? undefined }}
          aria-hidden="true"
        />
        <h2>{department.name}</h2>
        <span className={`bk-pill${active ? ' bk-pill--on' : ''}`}>
          {active ? 'Actif' : 'Inactif'}
        </span>
      </header>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="bk-details__image"
        src={department.image ?? department.fallbackImage}
        alt={department.name}
      />
      <p>{department.description || <span className="bk-muted">Aucune description.</span>}</p>
      <h3>Services ({department.features.length})</h3>
      <ul>
        {department.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <h3>Page d&apos;accueil</h3>
      <dl className="bk-details__facts">
        <dt>Affichage</dt>
        <dd>{homepage.show ? 'Visible' : 'Masqué'}</dd>
        <dt>Vedette</dt>
        <dd>{homepage.featured ? 'Oui' : 'Non'}</dd>
        <dt>Ordre</dt>
        <dd>{homepage.order}</dd>
        <dt>Titre</dt>
        <dd>{homepage.title}</dd>
      </dl>
      {active && (
        <a
          className="bk-action bk-action--light"
          href={`/departement/${department.pathId}`}
          target="_blank"
          rel="noopener"
        >
          Voir sur le site
        </a>
      )}
    </Gutter>
  )
}
