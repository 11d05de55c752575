'use client'

import { AlertTriangle, RotateCcw } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import type { SiteEquipment } from './shape'
import { type ApiData, apiCall } from '@/platform/browser/apiClient'
import { type EquipmentCategory, equipmentCategoryFromParam } from '@/lib/labels'

import { EquipmentGrid } from './EquipmentGrid.client'

/** The tabs of /equipements (public §2): 'Tous', then the categories in the spec's order. */
const TAB_CATEGORIES: EquipmentCategory[] = ['BTP', 'VEHICULE', 'ENGIN', 'MATERIEL']
const EQUIPMENT_TABS: (EquipmentCategory | null)[] = [null, ...TAB_CATEGORIES]
const PLACEHOLDERS = 9
const LIST_LIMIT = 100

/** A machine as GET /api/equipment answers it (the contract's generated types; its id is `_id`). */
type ApiEquipment = ApiData<'/api/equipment', 'get'>[number]
const fromApi = ({ _id, ...item }: ApiEquipment): SiteEquipment => ({ ...item, id: _id })

type State =
  { status: 'loaded'; items: SiteEquipment[] } | { status: 'loading' } | { status: 'error' }

type Props = { initialCategory: string | null; initialItems: SiteEquipment[] | null; phone: string }

const TAB_ID = 'categorie-equipements'
const PANEL_ID = 'equipements-de-la-categorie'

/**
 * Category tabs over the equipment list: the `category` query parameter is read (legacy labels
 * included) and written; each change reloads the list from the API with nine placeholders while
 * it loads and an error with retry when it fails.
 */
export function EquipmentBrowser({ initialCategory, initialItems, phone }: Props) {
  const { text } = useSiteText()
  const words = text.equipment
  const [category, setCategory] = useState(equipmentCategoryFromParam(initialCategory))
  const [state, setState] = useState<State>(
    initialItems ? { status: 'loaded', items: initialItems } : { status: 'error' },
  )

  // a quick second tab click must not be overwritten by the first click's slower answer
  const latest = useRef(0)
  const load = useCallback(async (next: EquipmentCategory | null) => {
    const request = ++latest.current
    setState({ status: 'loading' })
    try {
      const query = new URLSearchParams({ limit: String(LIST_LIMIT) })
      if (next) query.set('category', next)
      const { data } = await apiCall<ApiEquipment[]>('GET', `/equipment?${query}`)
      if (!data) throw new Error('load failed')
      if (request === latest.current) setState({ status: 'loaded', items: data.map(fromApi) })
    } catch {
      if (request === latest.current) setState({ status: 'error' })
    }
  }, [])

  const choose = (next: EquipmentCategory | null) => {
    setCategory(next)
    // shallow: the list comes from the API below, the server page is not rendered again
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('category', next)
    else url.searchParams.delete('category')
    window.history.replaceState(null, '', url)
    void load(next)
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={words.categoriesLandmark}
        className="flex flex-wrap justify-center gap-2"
      >
        {EQUIPMENT_TABS.map((tab, index) => (
          <button
            key={tab ?? 'all'}
            id={`${TAB_ID}-${index}`}
            type="button"
            role="tab"
            aria-controls={PANEL_ID}
            aria-selected={tab === category}
            onClick={() => choose(tab)}
            className={`rounded-full px-5 py-2 font-semibold ${tab === category ? 'bg-blue-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100'}`}
          >
            {tab ? text.labels.equipmentCategories[tab] : words.all}
          </button>
        ))}
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`${TAB_ID}-${Math.max(0, EQUIPMENT_TABS.indexOf(category))}`}
        aria-busy={state.status === 'loading'}
        className="mt-10"
      >
        {state.status === 'loading' && (
          <ul aria-label={words.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li
                key={index}
                data-testid="equipment-placeholder"
                className="h-96 animate-pulse rounded-2xl bg-slate-200"
              />
            ))}
          </ul>
        )}
        {state.status === 'error' && (
          <div role="alert" className="mx-auto max-w-md rounded-2xl bg-red-50 p-8 text-center">
            <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
            <p className="mt-3 font-semibold text-red-800">{words.loadError}</p>
            <button
              type="button"
              onClick={() => void load(category)}
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> {text.common.retry}
            </button>
          </div>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <p className="py-16 text-center text-lg text-slate-600">{words.none}</p>
        )}
        {state.status === 'loaded' && state.items.length > 0 && (
          <EquipmentGrid items={state.items} phone={phone} priorityFirst headingLevel={2} />
        )}
      </div>
    </div>
  )
}
