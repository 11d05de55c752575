import { SectionHeading } from '@/ui/SectionHeading'
import { mediaUrl } from '@/lib/media'
import { MAX_DISPLAY } from '@/lib/constants'
import { SECTIONS } from '../catalog'
import type { SectionPartners } from '@/generated/payload-types'

import { type PartnerCard, PartnerCarousel } from './PartnerCarousel.client'

const WIDE_PER_VIEW_CAP = 5

/** Every active partner in a looping carousel; maxDisplay caps how many show side by side. */
export function PartnersSection({ section }: { section: SectionPartners }) {
  const partners: PartnerCard[] = (section.partners ?? [])
    .filter((partner) => partner.isActive !== false)
    .map((partner, index) => ({
      id: partner.id ?? `partner-${index}`,
      name: partner.name,
      description: partner.description ?? '',
      logo: mediaUrl(partner.logo),
      website: partner.website || null,
    }))
  if (partners.length === 0) return null
  const perView = Math.min(section.maxDisplay ?? MAX_DISPLAY.partners.fallback, WIDE_PER_VIEW_CAP)
  return (
    <section id={SECTIONS.partners.anchor} className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          description={section.description}
        />
        <div className="mt-12">
          <PartnerCarousel partners={partners} perView={perView} />
        </div>
      </div>
    </section>
  )
}
