'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'
import { HOMEPAGE_MAX_DEPARTMENTS, HOMEPAGE_UPDATED_EVENT } from '@/lib/constants'
import { announce } from '@/platform/browser/siteEvents'
import { type HomepageDisplayRow, moveAmongVisible, renumber } from './homepageOrder'

import { Switch } from '@/admin/Switch'

/** A department as GET /api/admin/departments answers it (the contract's generated types). */
type ApiDepartment = ApiData<'/api/admin/departments', 'get'>[number]

const toRow = (department: ApiDepartment): HomepageDisplayRow => ({
  id: department._id,
  name: department.name,
  isActive: department.isActive,
  // the admin list carries every setting, its defaults filled in (withHomepageDefaults)
  show: department.homepageSettings.showOnHomepage ?? false,
  featured: department.homepageSettings.isFeatured ?? false,
  title: department.homepageSettings.homepageTitle ?? '',
  description: department.homepageSettings.homepageDescription ?? '',
  order: department.homepageSettings.homepageOrder ?? 0,
})

const saveRow = (row: HomepageDisplayRow) =>
  apiCall('PUT', `/admin/departments/${row.id}/homepage-settings`, {
    homepageSettings: {
      showOnHomepage: row.show,
      homepageOrder: row.order,
      homepageTitle: row.title,
      homepageDescription: row.description,
      isFeatured: row.featured,
    },
  })

/**
 * The departments' "Affichage sur l'accueil" tab (back office §2): visibility, featured flag,
 * title, description and order (up/down among the visible ones); Save sends one call per
 * department, in parallel.
 */
export function HomepageDisplay({ ctaText }: { ctaText: string }) {
  const [rows, setRows] = useState<HomepageDisplayRow[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)

  // each attempt (the first, then every « Réessayer ») loads the list again
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    apiCall<ApiDepartment[]>('GET', '/admin/departments').then(
      ({ data }) => {
        if (!current) return
        if (data) setRows(renumber(data.map(toRow)))
        else setFailed(true)
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [attempt])

  const edit = (id: string, change: Partial<HomepageDisplayRow>) =>
    setRows(
      (current) =>
        current && renumber(current.map((row) => (row.id === id ? { ...row, ...change } : row))),
    )

  const save = async () => {
    if (!rows) return
    setSaving(true)
    try {
      await Promise.all(rows.map(saveRow))
      toast.success(frenchOnly.admin.settingsSaved)
      announce(HOMEPAGE_UPDATED_EVENT)
    } catch {
      toast.error(frenchOnly.admin.changesSaveFailed)
    } finally {
      setSaving(false)
    }
  }

  if (failed) {
    return (
      <div className="bk-home-display">
        <p role="alert" className="bk-dash__error">
          Erreur lors du chargement des départements
        </p>
        <button
          type="button"
          className="bk-action"
          onClick={() => {
            setFailed(false)
            setAttempt((count) => count + 1)
          }}
        >
          {frenchOnly.common.retry}
        </button>
      </div>
    )
  }
  if (!rows) return <p className="bk-dash__muted">Chargement des départements…</p>
  if (rows.length === 0) return <p className="bk-dash__muted">Aucun département</p>

  const visible = rows.filter((row) => row.show)
  return (
    <div className="bk-home-display">
      <p className="bk-dash__muted">
        {visible.length} département{visible.length > 1 ? 's' : ''} visible
        {visible.length > 1 ? 's' : ''} sur la page d&apos;accueil (les {HOMEPAGE_MAX_DEPARTMENTS}{' '}
        premiers sont affichés).
      </p>
      <ol className="bk-home-display__list">
        {rows.map((row) => {
          const position = visible.findIndex((item) => item.id === row.id)
          return (
            <li
              key={row.id}
              className={`bk-home-display__item${row.show ? '' : ' bk-home-display__item--hidden'}`}
              aria-label={row.name}
            >
              <div className="bk-home-display__head">
                <span className="bk-home-display__order" aria-label={`Ordre ${row.order}`}>
                  {row.show ? row.order : '—'}
                </span>
                <strong>{row.name}</strong>
                {!row.isActive && <span className="bk-pill bk-pill--off">Inactif</span>}
                <span className="bk-home-display__moves">
                  <button
                    type="button"
                    className="bk-action bk-action--light"
                    aria-label={`Monter ${row.name}`}
                    disabled={!row.show || position <= 0}
                    onClick={() => setRows(moveAmongVisible(rows, row.id, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="bk-action bk-action--light"
                    aria-label={`Descendre ${row.name}`}
                    disabled={!row.show || position >= visible.length - 1}
                    onClick={() => setRows(moveAmongVisible(rows, row.id, 1))}
                  >
                    ↓
                  </button>
                </span>
              </div>
              <div className="bk-home-display__flags">
                <Switch
                  checked={row.show}
                  label={`${row.name} : visibilité`}
                  onClick={() => edit(row.id, { show: !row.show })}
                >
                  {row.show ? 'Visible' : 'Masqué'}
                </Switch>
                <label className="bk-home-display__featured">
                  <input
                    type="checkbox"
                    checked={row.featured}
                    onChange={(event) => edit(row.id, { featured: event.target.checked })}
                  />{' '}
                  Vedette
                </label>
              </div>
              <label className="bk-home-display__field">
                Titre
                <input
                  type="text"
                  value={row.title}
                  onChange={(event) => edit(row.id, { title: event.target.value })}
                />
              </label>
              <label className="bk-home-display__field">
                Description
                <textarea
                  rows={2}
                  value={row.description}
                  onChange={(event) => edit(row.id, { description: event.target.value })}
                />
              </label>
            </li>
          )
        })}
      </ol>
      {visible.length > HOMEPAGE_MAX_DEPARTMENTS && (
        <div className="bk-home-display__cta" aria-label="Aperçu du bouton">
          <span className="bk-dash__muted">
            Aperçu du bouton affiché sous les {HOMEPAGE_MAX_DEPARTMENTS} premiers départements :
          </span>
          <span className="bk-action">
            {ctaText} ({visible.length})
          </span>
        </div>
      )}
      <button type="button" className="bk-action" disabled={saving} onClick={() => void save()}>
        {saving ? 'Enregistrement…' : 'Sauvegarder'}
      </button>
    </div>
  )
}
