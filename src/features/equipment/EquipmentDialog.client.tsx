'use client'

import { CheckCircle, Shield, Star } from 'lucide-react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { Dialog, DialogClose, DialogTitle } from '@/ui/Dialog.client'
import { FallbackImage } from '@/ui/FallbackImage'
import type { SiteEquipment } from './shape'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { equipmentPath } from '@/lib/equipmentPath'
import { equipmentCategoryLabel } from '@/lib/labels'

import { EquipmentActions } from './EquipmentActions.client'
import { EquipmentFacts, KeyFacts } from './EquipmentFacts'
import { GalleryStrip } from './GalleryStrip'
import { StatusBadge } from './StatusBadge'

type Props = { equipment: SiteEquipment | null; phone: string; onClose: () => void }

/** Equipment detail (public §2): badges, price, units, description, specifications, actions. */
export function EquipmentDialog({ equipment, phone, onClose }: Props) {
  const { text, intl } = useSiteText()
  const sitePath = useSitePath()
  const words = text.equipment
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
                {equipmentCategoryLabel(equipment.category, text.labels.equipmentCategories)}
              </span>
              {equipment.isFeatured && (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-900">
                  <Star aria-hidden="true" className="h-4 w-4" /> {words.premium}
                </span>
              )}
              <StatusBadge status={equipment.status} labels={text.labels.equipmentStatuses} />
            </div>
          </div>
          <div className="space-y-6 p-6 sm:p-8">
            <GalleryStrip
              pictures={equipment.images.gallery}
              category={equipment.category}
              label={words.gallery}
            />
            <div>
              <DialogTitle className="text-2xl font-extrabold sm:text-3xl">
                {equipment.name}
              </DialogTitle>
              <ul className="mt-3 flex flex-wrap gap-4 text-sm text-green-800">
                {equipment.status === 'available' && (
                  <li className="flex items-center gap-1">
                    <CheckCircle aria-hidden="true" className="h-4 w-4" /> {words.availableNow}
                  </li>
                )}
                <li className="flex items-center gap-1">
                  <Shield aria-hidden="true" className="h-4 w-4" /> {words.warranty}
                </li>
              </ul>
            </div>
            <KeyFacts
              equipment={equipment}
              words={words}
              factLabels={text.labels.equipmentFacts}
              intl={intl}
            />
            <EquipmentFacts
              equipment={equipment}
              heading="h3"
              words={words}
              specLabels={text.labels.equipmentSpecs}
            />
            <div className="flex flex-col gap-4 border-t border-slate-200 pt-6">
              <EquipmentActions equipment={equipment} phone={phone} beforeQuote={onClose}>
                {equipment.slug && (
                  <a
                    href={sitePath(equipmentPath(equipment.slug))}
                    className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
                  >
                    {words.seePage}
                  </a>
                )}
                <DialogClose className="rounded-lg px-5 py-3 font-semibold text-slate-700 hover:bg-slate-100">
                  {text.common.close}
                </DialogClose>
              </EquipmentActions>
            </div>
          </div>
        </article>
      )}
    </Dialog>
  )
}
