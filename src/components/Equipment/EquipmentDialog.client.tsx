'use client'

import { CheckCircle, MapPin, Phone, Shield, Star } from 'lucide-react'

import { requestEquipmentQuote } from '@/components/Contact/quotePrefill'
import { Dialog, DialogClose, DialogTitle } from '@/components/ui/Dialog.client'
import { FallbackImage } from '@/components/ui/FallbackImage'
import { ShareButton } from '@/components/News/ShareButton.client'
import { WhatsAppShareLink } from '@/components/ui/WhatsAppShareLink.client'
import type { SiteEquipment } from '@/data/equipmentShape'
import { telHref } from '@/lib/contactLinks'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { fr } from '@/i18n/fr'
import { equipmentPath } from '@/lib/equipmentPath'
import { EQUIPMENT_SPEC_KEYS, EQUIPMENT_SPEC_LABELS, equipmentCategoryLabel } from '@/lib/labels'

import { Prices } from './Prices'
import { StatusBadge } from './StatusBadge'

type Props = { equipment: SiteEquipment | null; phone: string; onClose: () => void }

/** Equipment detail (public §2): badges, price, units, description, specifications, actions. */
export function EquipmentDialog({ equipment, phone, onClose }: Props) {
  const specs = equipment
    ? EQUIPMENT_SPEC_KEYS.filter(
        (key) =>
          equipment.specifications[key] !== undefined && equipment.specifications[key] !== '',
      )
    : []
  const quote = (offer: 'rent' | 'sale') => {
    if (!equipment) return
    onClose()
    window.setTimeout(() => requestEquipmentQuote(equipment, offer), 0)
  }
  const offers = equipment
    ? ([equipment.forRent && 'rent', equipment.forSale && 'sale'].filter(Boolean) as (
        'rent' | 'sale'
      )[])
    : []
  const sold = equipment?.status === 'sold'

  return (
    <Dialog
      open={equipment !== null}
      onOpenChange={(open) => !open && onClose()}
      description={equipment?.description || equipment?.name || ''}
      size="max-w-4xl"
    >
      {equipment && (
        <article>
          <div className="relative">
            <FallbackImage
              src={equipment.images.main}
              fallback={equipmentFallbackImage(equipment.category)}
              width={1200}
              height={600}
              className="h-56 w-full rounded-t-2xl object-cover sm:h-72"
            />
            <div className="absolute left-4 top-4 flex flex-wrap gap-2">
              <span className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white">
                {equipmentCategoryLabel(equipment.category)}
              </span>
              {equipment.isFeatured && (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-900">
                  <Star aria-hidden="true" className="h-4 w-4" /> Vedette Premium
                </span>
              )}
              <StatusBadge status={equipment.status} />
            </div>
          </div>
          <div className="space-y-6 p-6 sm:p-8">
            <div>
              <DialogTitle className="text-2xl font-extrabold sm:text-3xl">
                {equipment.name}
              </DialogTitle>
              <ul className="mt-3 flex flex-wrap gap-4 text-sm text-green-800">
                {equipment.status === 'available' && (
                  <li className="flex items-center gap-1">
                    <CheckCircle aria-hidden="true" className="h-4 w-4" /> Disponible immédiatement
                  </li>
                )}
                <li className="flex items-center gap-1">
                  <Shield aria-hidden="true" className="h-4 w-4" /> Garantie incluse
                </li>
              </ul>
            </div>
            <dl className="grid gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-slate-600">Prix</dt>
                <dd>
                  <Prices equipment={equipment} large />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Disponibilité</dt>
                <dd className="font-semibold">
                  {fr.catalogue.unitsAvailable(equipment.available)}
                </dd>
              </div>
              {equipment.location && (
                <div>
                  <dt className="text-sm text-slate-600">{fr.catalogue.location}</dt>
                  <dd className="flex items-center gap-1 font-semibold">
                    <MapPin aria-hidden="true" className="h-4 w-4" /> {equipment.location}
                  </dd>
                </div>
              )}
            </dl>
            {equipment.description && (
              <section aria-label="Description">
                <h3 className="text-lg font-bold">Description détaillée</h3>
                <p className="mt-2 text-slate-700">{equipment.description}</p>
              </section>
            )}
            {specs.length > 0 && (
              <section aria-label="Spécifications techniques">
                <h3 className="text-lg font-bold">Spécifications techniques</h3>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                  {specs.map((key) => (
                    <div
                      key={key}
                      className="flex justify-between gap-4 border-b border-slate-200 pb-2"
                    >
                      <dt className="text-slate-600">{EQUIPMENT_SPEC_LABELS[key]}</dt>
                      <dd className="font-semibold">{equipment.specifications[key]}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {equipment.tags.length > 0 && (
              <section aria-label="Caractéristiques">
                <h3 className="text-lg font-bold">Caractéristiques</h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {equipment.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {sold && <p className="font-semibold text-slate-700">{fr.catalogue.soldNotice}</p>}
            {equipment.slug && (
              <div className="flex flex-wrap items-center gap-3">
                <ShareButton path={equipmentPath(equipment.slug)} title={equipment.name} />
                <WhatsAppShareLink path={equipmentPath(equipment.slug)} title={equipment.name} />
              </div>
            )}
            <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
              {offers.map((offer) => (
                <button
                  key={offer}
                  type="button"
                  disabled={sold}
                  onClick={() => quote(offer)}
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
              {equipment.slug && (
                <a
                  href={equipmentPath(equipment.slug)}
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
                >
                  Voir la fiche
                </a>
              )}
              <DialogClose className="rounded-lg px-5 py-3 font-semibold text-slate-700 hover:bg-slate-100">
                {fr.common.close}
              </DialogClose>
            </div>
          </div>
        </article>
      )}
    </Dialog>
  )
}
