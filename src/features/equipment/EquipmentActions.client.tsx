'use client'

import { CalendarDays, Phone } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { fill } from '@/i18n/site/template'
import { requestEquipmentQuote } from '@/features/quotes/quotePrefill'
import { RentalDates } from '@/features/rentals/lazyRentalDates'
import type { PickedRental } from '@/features/rentals/RentalDates.client'
import { ShareButton } from '@/features/news/ShareButton.client'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { usePageOrigin } from '@/ui/usePageOrigin'
import { WhatsAppShareLink } from '@/ui/WhatsAppShareLink.client'
import type { SiteEquipment } from './shape'
import { telHref } from '@/lib/contactLinks'
import { equipmentPath } from '@/lib/equipmentPath'

type Props = {
  equipment: SiteEquipment
  phone: string
  /** The dialog closes before the quote form opens. */
  beforeQuote?: () => void
  /** The dialog's own buttons, after the call. */
  children?: ReactNode
}

/**
 * A machine's actions, in the dialog and on its page: sharing (WhatsApp, link), a quote per
 * offer (« Location », « Achat »; none once it is sold), a call and a WhatsApp chat about it.
 */
export function EquipmentActions({ equipment, phone, beforeQuote, children }: Props) {
  const { text } = useSiteText()
  const { equipment: words, whatsapp } = text
  const sitePath = useSitePath()
  const offers = (['rent', 'sale'] as const).filter((offer) =>
    offer === 'rent' ? equipment.forRent : equipment.forSale,
  )
  const sold = equipment.status === 'sold'
  const quote = (offer: 'rent' | 'sale', dates?: PickedRental) => {
    const ask = () => requestEquipmentQuote(equipment, words, offer, undefined, dates)
    if (!beforeQuote) return ask()
    beforeQuote()
    window.setTimeout(ask, 0)
  }
  // a machine of the fleet for rent: its dates, free units and price for them (#61)
  const datable =
    equipment.forRent && !sold && Boolean(equipment.slug) && /^\d+$/.test(equipment.id)
  const [datesOpen, setDatesOpen] = useState(false)
  const datesId = useId()
  const path = equipment.slug ? sitePath(equipmentPath(equipment.slug)) : null
  const origin = usePageOrigin()
  return (
    <>
      {sold && <p className="font-semibold text-slate-700">{words.soldNotice}</p>}
      {path && (
        <div className="flex flex-wrap items-center gap-3">
          <ShareButton path={path} title={equipment.name} text={equipment.description} />
          <WhatsAppShareLink path={path} title={equipment.name} />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {offers.map((offer) => (
          <button
            key={offer}
            type="button"
            disabled={sold}
            onClick={() => quote(offer)}
            className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
          >
            {offers.length > 1
              ? fill(words.askQuoteFor, { offer: offer === 'sale' ? words.buy : words.rent })
              : words.askQuote}
          </button>
        ))}
        {datable && (
          <button
            type="button"
            aria-expanded={datesOpen}
            aria-controls={datesId}
            onClick={() => setDatesOpen((open) => !open)}
            className="inline-flex items-center gap-2 rounded-lg border border-blue-700 px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
          >
            <CalendarDays aria-hidden="true" className="h-4 w-4" /> {text.rentalDates.open}
          </button>
        )}
        <a
          href={telHref(phone)}
          className="inline-flex items-center gap-2 rounded-lg border border-blue-700 px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
        >
          <Phone aria-hidden="true" className="h-4 w-4" /> {words.callUs}
        </a>
        <CompanyWhatsAppLink
          text={fill(whatsapp.machine, {
            name: equipment.name,
            url: path ? `${origin}${path}` : origin,
          })}
        />
        {children}
      </div>
      {datable && (
        <div id={datesId}>
          <RentalDates
            open={datesOpen}
            machine={equipment}
            onQuote={(dates) => quote('rent', dates)}
          />
        </div>
      )}
    </>
  )
}
