'use client'

import { Download, Search } from 'lucide-react'
import { useMemo, useState } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { countText, fill } from '@/i18n/site/template'
import { requestEquipmentQuote } from '@/features/quotes/quotePrefill'
import type { SiteEquipment } from './shape'
import { searchKey } from '@/lib/format'
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_OFFERS,
  type EquipmentCategory,
  type EquipmentOffer,
} from '@/lib/labels'

import { EquipmentCard } from './EquipmentCard'
import { EquipmentDialog } from './lazyEquipmentDialog'

const matches = (item: SiteEquipment, term: string) =>
  !term || searchKey(`${item.name} ${item.description} ${item.tags.join(' ')}`).includes(term)

const offers = (item: SiteEquipment, offer: EquipmentOffer | '') =>
  !offer || (offer === 'rent' ? item.forRent : item.forSale)

/**
 * Search, offer (Tous, Location, Vente) and category filters over the catalogue; 'Contacter'
 * only for available equipment, for the offer filtered on.
 */
export function CatalogueBrowser({ items, phone }: { items: SiteEquipment[]; phone: string }) {
  const { text, intl } = useSiteText()
  const sitePath = useSitePath()
  const words = text.catalogue
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<EquipmentCategory | ''>('')
  const [offer, setOffer] = useState<EquipmentOffer | ''>('')
  const [selected, setSelected] = useState<SiteEquipment | null>(null)
  const shown = useMemo(() => {
    const term = searchKey(search.trim())
    return items.filter(
      (item) =>
        (!category || item.category === category) && offers(item, offer) && matches(item, term),
    )
  }, [items, search, category, offer])

  return (
    <div>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center">
        <label className="relative flex-1">
          <span className="sr-only">{words.searchLabel}</span>
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={words.searchPlaceholder}
            className="w-full rounded-lg border border-slate-300 py-3 pl-10 pr-4"
          />
        </label>
        <label>
          <span className="sr-only">{words.offer}</span>
          <select
            value={offer}
            onChange={(event) => setOffer(event.target.value as EquipmentOffer | '')}
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 md:w-40"
          >
            <option value="">{words.allOffers}</option>
            {EQUIPMENT_OFFERS.map((value) => (
              <option key={value} value={value}>
                {text.labels.equipmentOffers[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{text.common.category}</span>
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as EquipmentCategory | '')}
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 md:w-56"
          >
            <option value="">{text.common.allCategories}</option>
            {EQUIPMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value === 'BTP' ? words.btpFilter : text.labels.equipmentCategories[value]}
              </option>
            ))}
          </select>
        </label>
        <a
          href={sitePath('/catalogue.pdf')}
          download
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {words.downloadPdf}
        </a>
      </div>
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {countText(words.count, shown.length, intl)}
      </p>
      {shown.length === 0 ? (
        <p className="py-16 text-center text-lg text-slate-600">{words.noMatch}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col">
              <EquipmentCard
                equipment={item}
                onOpen={() => setSelected(item)}
                actionLabel={words.details}
                headingLevel={2}
              />
              <button
                type="button"
                disabled={item.status !== 'available'}
                onClick={() => requestEquipmentQuote(item, text.equipment, offer || undefined)}
                aria-label={fill(words.contactFor, { name: item.name })}
                className="mt-2 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
              >
                {words.contact}
              </button>
            </li>
          ))}
        </ul>
      )}
      <EquipmentDialog equipment={selected} phone={phone} onClose={() => setSelected(null)} />
    </div>
  )
}
