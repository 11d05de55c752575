import { FallbackImage } from '@/ui/FallbackImage'
import type { SiteEquipment } from './shape'
import { equipmentFallbackImage } from '@/lib/fallbackImages'

/** A machine's extra pictures in a row of four (its page, its dialog); nothing when none. */
export function GalleryStrip({
  pictures,
  category,
  label,
}: {
  pictures: string[]
  category: SiteEquipment['category']
  label?: string
}) {
  if (pictures.length === 0) return null
  return (
    <ul className="grid grid-cols-4 gap-2" aria-label={label}>
      {pictures.map((src) => (
        <li key={src}>
          <FallbackImage
            src={src}
            fallback={equipmentFallbackImage(category)}
            width={300}
            height={225}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-lg object-cover"
          />
        </li>
      ))}
    </ul>
  )
}
