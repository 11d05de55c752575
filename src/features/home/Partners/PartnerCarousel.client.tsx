'use client'

import { useSiteText } from '@/ui/SiteText.client'
import { useSnapCarousel } from '@/ui/useSnapCarousel'
import { PARTNER_CAROUSEL_MS } from '@/lib/constants'

export type PartnerCard = {
  id: string
  name: string
  description: string
  logo: string | null
  website: string | null
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-ZÀ-Ý]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')

/**
 * Partners scrolling on their own, one step every 3 s (paused under the pointer or the focus),
 * back to the start after the last; up to `perView` logos visible at once on wide screens.
 */
export function PartnerCarousel({
  partners,
  perView,
}: {
  partners: PartnerCard[]
  perView: number
}) {
  const { viewport } = useSnapCarousel({ step: 1, autoplayMs: PARTNER_CAROUSEL_MS })
  const { text } = useSiteText()
  return (
    // focusable: partners without a website give the keyboard nothing else to scroll it with
    <div
      ref={viewport}
      role="region"
      tabIndex={0}
      className="snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-blue-700"
      aria-roledescription={text.common.carousel}
      aria-label={text.partners.landmark}
    >
      <ul className="-ml-4 flex" style={{ '--per-view': perView } as React.CSSProperties}>
        {partners.map((partner) => {
          const card = (
            <>
              {partner.logo ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={partner.logo} alt="" className="h-16 w-16 rounded-full object-contain" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-16 w-16 items-center justify-center rounded-full bg-blue-100 text-xl font-extrabold text-blue-800"
                >
                  {initials(partner.name)}
                </span>
              )}
              <span className="mt-3 block font-bold">{partner.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{partner.description}</span>
            </>
          )
          return (
            <li
              key={partner.id}
              className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start pl-4 sm:basis-1/3 lg:basis-[calc(100%/var(--per-view))]"
            >
              {partner.website ? (
                <a
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 hover:ring-blue-400"
                >
                  {card}
                </a>
              ) : (
                <div className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
                  {card}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
