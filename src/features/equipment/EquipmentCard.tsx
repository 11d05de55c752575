import { MapPin } from 'lucide-react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { DialogLink } from '@/ui/DialogLink.client'
import { FallbackImage } from '@/ui/FallbackImage'
import type { SiteEquipment } from './shape'
import { equipmentPath } from '@/lib/equipmentPath'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { CARD_SIZES_ATTRIBUTE } from '@/lib/pictures'
import { equipmentCategoryLabel } from '@/lib/labels'

import { Prices } from './Prices'
import { StatusBadge } from './StatusBadge'

type Props = {
  equipment: SiteEquipment
  onOpen: () => void
  actionLabel?: string
  /** The page's first card: its picture is likely the largest paint, so it loads at once. */
  priority?: boolean
  /** 2 on a page of its own (under its h1), 3 under a home section's h2. */
  headingLevel?: 2 | 3
}

export function EquipmentCard({
  equipment,
  onOpen,
  actionLabel,
  priority = false,
  headingLevel = 3,
}: Props) {
  const Heading = `h${headingLevel}` as const
  const { text, intl } = useSiteText()
  const sitePath = useSitePath()
  const { equipment: words, labels } = text
  const action = actionLabel ?? words.seeDetails
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative">
        <FallbackImage
          // a featured item's own thumbnail (equipment section) when it has one
          src={equipment.card?.src ?? equipment.images.thumbnail ?? equipment.images.main}
          srcSet={equipment.card?.srcSet}
          sizes={CARD_SIZES_ATTRIBUTE}
          fallback={equipmentFallbackImage(equipment.category)}
          width={800}
          height={600}
          loading="lazy"
          priority={priority}
          className="h-48 w-full object-cover"
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white">
            {equipmentCategoryLabel(equipment.category, labels.equipmentCategories)}
          </span>
          <StatusBadge status={equipment.status} labels={labels.equipmentStatuses} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold">
          {equipment.slug ? (
            <DialogLink href={sitePath(equipmentPath(equipment.slug))} onOpen={onOpen}>
              {equipment.name}
            </DialogLink>
          ) : (
            equipment.name
          )}
        </Heading>
        <p className="mt-2 line-clamp-2 flex-1 text-sm text-slate-600">{equipment.description}</p>
        {equipment.location && (
          <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="h-4 w-4" /> {equipment.location}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Prices equipment={equipment} words={words} intl={intl} />
          <button
            type="button"
            onClick={onOpen}
            aria-label={`${action} : ${equipment.name}`}
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {action}
          </button>
        </div>
      </div>
    </article>
  )
}
