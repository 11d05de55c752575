'use client'

import { Phone } from 'lucide-react'

import { requestEquipmentQuote } from '@/components/Contact/quotePrefill'
import type { SiteEquipment } from '@/data/equipmentShape'
import { telHref } from '@/lib/contactLinks'

type Props = { equipment: SiteEquipment; phone: string }

/** The machine page's actions: a quote per offer (none for a sold machine) and a call. */
export function EquipmentActions({ equipment, phone }: Props) {
  const offers = [equipment.forRent && 'rent', equipment.forSale && 'sale'].filter(Boolean) as (
    'rent' | 'sale'
  )[]
  return (
    <div className="flex flex-wrap gap-3">
      {offers.map((offer) => (
        <button
          key={offer}
          type="button"
          disabled={equipment.status === 'sold'}
          onClick={() => requestEquipmentQuote(equipment, offer)}
          className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
        >
          {offers.length > 1
            ? `Demander un devis — ${offer === 'sale' ? 'Achat' : 'Location'}`
            : 'Demander un devis'}
        </button>
      ))}
      <a
        href={telHref(phone)}
        className="inline-flex items-center gap-2 rounded-lg border border-blue-700 px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
      >
        <Phone aria-hidden="true" className="h-4 w-4" /> Nous appeler
      </a>
    </div>
  )
}
