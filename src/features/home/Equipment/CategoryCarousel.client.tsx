'use client'

import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'

import { useSiteText } from '@/ui/SiteText.client'
import { fill } from '@/i18n/site/template'
import { FallbackImage } from '@/ui/FallbackImage'
import { useMediaQuery } from '@/ui/useMediaQuery'
import { useSnapCarousel } from '@/ui/useSnapCarousel'
import { CAROUSEL_BREAKPOINT_PX } from '@/lib/constants'

export type CategoryCard = {
  id: string
  title: string
  description: string
  badge: string | null
  link: string
  image: string | null
  fallbackImage: string
}

/**
 * Equipment categories, one card per view under 768 px and two from 768 px; arrows and dots
 * only when there are more categories than fit, wrapping around at both ends.
 */
export function CategoryCarousel({ categories }: { categories: CategoryCard[] }) {
  const wide = useMediaQuery(`(min-width: ${CAROUSEL_BREAKPOINT_PX}px)`, true)
  const perView = wide ? 2 : 1
  const { common, equipment: words } = useSiteText().text
  const navigable = categories.length > perView
  const { viewport, count, selected, scrollTo } = useSnapCarousel({ step: perView })

  return (
    <div
      role="region"
      className="relative"
      aria-roledescription={common.carousel}
      aria-label={words.categoriesLandmark}
    >
      <div className="overflow-hidden">
        <div
          ref={viewport}
          className={`${navigable ? 'snap-x snap-mandatory overflow-x-auto' : 'overflow-hidden'} [scrollbar-width:none]`}
        >
          <ul className="-ml-6 flex">
            {categories.map((category, index) => (
              <li
                key={category.id}
                aria-roledescription={common.slide}
                aria-label={fill(words.carouselSlide, {
                  index: index + 1,
                  total: categories.length,
                })}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-6 md:basis-1/2"
              >
                <a
                  href={category.link}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                >
                  <div className="relative">
                    <FallbackImage
                      src={category.image}
                      fallback={category.fallbackImage}
                      width={800}
                      height={450}
                      loading="lazy"
                      className="h-48 w-full object-cover"
                    />
                    {category.badge && (
                      <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-slate-900">
                        {category.badge}
                      </span>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-xl font-bold">{category.title}</h3>
                    <p className="mt-2 flex-1 text-slate-600">{category.description}</p>
                    <span className="mt-4 inline-flex items-center gap-2 font-semibold text-blue-800 group-hover:underline">
                      {words.seeEquipment} <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {navigable && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={words.previousCategory}
            onClick={() => scrollTo(selected - 1)}
            className="rounded-full bg-white p-2 shadow ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="flex gap-1">
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={fill(words.carouselGroup, { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
                className="flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  className={`h-3 rounded-full transition-all ${index === selected ? 'w-8 bg-blue-700' : 'w-3 bg-slate-500'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={words.nextCategory}
            onClick={() => scrollTo(selected + 1)}
            className="rounded-full bg-white p-2 shadow ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      )}
    </div>
  )
}
