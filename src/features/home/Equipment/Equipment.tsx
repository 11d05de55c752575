import { ArrowRight, FileText } from 'lucide-react'

import { EquipmentGrid } from '@/features/equipment/EquipmentGrid.client'
import { Icon } from '@/ui/Icon'
import { SectionHeading } from '@/ui/SectionHeading'
import { mediaUrl } from '@/lib/media'
import { homeFeaturedEquipment } from '../featuredEquipment'
import { logReadFailure } from '@/platform/data/payload'
import { MAX_DISPLAY } from '@/lib/constants'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { equipmentCategoryFromParam } from '@/lib/labels'
import { pageTitlesIn } from '@/i18n/site/pageTitles'
import { CATALOGUE_PATH } from '@/lib/sitePaths'
import { SECTIONS } from '../catalog'
import type { SectionEquipment } from '@/generated/payload-types'

import { type CategoryCard, CategoryCarousel } from './CategoryCarousel.client'
import { sitePath, siteText } from '@/i18n/site'

const [SERVICES_ANCHOR] = SECTIONS.equipment.innerAnchors

const categoryOfLink = (link: string) => {
  const query = link.split('?')[1] ?? ''
  return equipmentCategoryFromParam(new URLSearchParams(query).get('category'))
}

function categoryCards(section: SectionEquipment): CategoryCard[] {
  return (section.categories ?? [])
    .filter((category) => category.isActive !== false)
    .map((category, index) => {
      const link = category.link || '/equipements'
      return {
        id: category.id ?? `category-${index}`,
        title: category.title,
        description: category.description ?? '',
        badge: category.badge ?? null,
        // a link the team wrote to the French page leads to its twin in the page's language
        link: sitePath(link),
        image: mediaUrl(category.image),
        fallbackImage: equipmentFallbackImage(categoryOfLink(link)),
      }
    })
}

/** Title, categories carousel, featured equipment and services (anchor 'services'). */
export async function EquipmentSection({
  section,
  phone,
}: {
  section: SectionEquipment
  phone: string
}) {
  const categories = categoryCards(section)
  const featured = section.showFeaturedSection
    ? await homeFeaturedEquipment(
        section,
        section.maxDisplay ?? MAX_DISPLAY.equipment.fallback,
      ).catch((error: unknown) => {
        // the build's render has no database; a visitor's, a database out of reach
        logReadFailure('Lecture des équipements en vedette impossible', error)
        return null
      })
    : []
  const services = (section.services ?? []).filter((service) => service.isActive !== false)

  return (
    <div className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl space-y-16 px-4 sm:px-6">
        <div>
          <SectionHeading
            badge={section.showBadge !== false ? section.badgeText : null}
            title={section.title}
            description={section.description}
          />
          <p className="mt-8 flex flex-wrap justify-center gap-4">
            {section.showCTA !== false && section.ctaText && (
              <a
                href={sitePath(section.ctaLink || '/equipements')}
                className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
              >
                {section.ctaText} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            )}
            {/* the printable catalogue of rentals and sales, otherwise only in the sitemap */}
            <a
              href={sitePath(CATALOGUE_PATH)}
              className="inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold text-blue-800 ring-1 ring-blue-700 hover:bg-blue-50"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />{' '}
              {pageTitlesIn(siteText())[CATALOGUE_PATH]}
            </a>
          </p>
        </div>
        {section.showCategoriesSection && categories.length > 0 && (
          <CategoryCarousel categories={categories} />
        )}
        {section.showFeaturedSection && (
          <div>
            <header className="text-center">
              <h3 className="text-2xl font-extrabold">{section.featuredTitle}</h3>
              {section.featuredDescription && (
                <p className="mt-2 text-slate-600">{section.featuredDescription}</p>
              )}
            </header>
            <div className="mt-8">
              {featured === null ? (
                <p role="alert" className="text-center font-medium text-red-700">
                  {siteText().client.equipment.loadError}
                </p>
              ) : featured.length > 0 ? (
                <EquipmentGrid items={featured} phone={phone} />
              ) : (
                <p className="text-center text-slate-600">{siteText().equipment.noneFeatured}</p>
              )}
            </div>
          </div>
        )}
        {section.showServicesSection && services.length > 0 && (
          <section id={SERVICES_ANCHOR} aria-labelledby="services-title">
            <h3 id="services-title" className="text-center text-2xl font-extrabold">
              {siteText().equipment.services}
            </h3>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {services.map((service) => (
                <li
                  key={service.id}
                  className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                >
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-800">
                    <Icon name={service.icon} />
                  </span>
                  <h4 className="mt-4 text-lg font-bold">{service.title}</h4>
                  <p className="mt-2 text-sm text-slate-600">{service.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
