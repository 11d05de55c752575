import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EquipmentActions } from '@/features/equipment/EquipmentActions.client'
import { EquipmentFacts, KeyFacts } from '@/features/equipment/EquipmentFacts'
import { GalleryStrip } from '@/features/equipment/GalleryStrip'
import { StatusBadge } from '@/features/equipment/StatusBadge'
import { ProjectCards } from '@/features/projects/ProjectCards'
import { SiteShell } from '@/features/site/SiteShell'
import { FallbackImage } from '@/ui/FallbackImage'
import { RentalConditions } from '@/ui/RentalConditions'
import { findEquipmentPage } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { listPublishedProjects } from '@/features/projects/readers'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { toOwnAddress } from '@/i18n/site/ownAddress'
import { pageAlternates } from '@/i18n/site/pageMetadata'
import { requestLocale } from '@/i18n/site/requestLocale'
import { rentalConditionLines } from '@/i18n/site/rentalTerms'
import { companyContact } from '@/lib/company'
import { equipmentPath } from '@/lib/equipmentPath'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { equipmentCategoryLabel } from '@/lib/labels'
import { priceLines } from '@/lib/offers'
import { publicUrl } from '@/platform/runtime/environment'
import { addressesIn } from '@/lib/seo'
import { serializeJsonLd } from '@/features/site/organization'
import { productJsonLd } from '@/features/equipment/productJsonLd'
import { NAME_MAX_LENGTH } from '@/lib/constants'

type Props = { params: Promise<{ slug: string }> }

/**
 * One machine, at an address people can share. Unknown and inactive slugs end on the 404 page;
 * a renamed machine's former address never reaches here: the edge redirects it (301). Its
 * address in another language (the language switcher's link) leads to this language's (#45).
 */
async function machineOr404(params: Props['params']) {
  const { slug } = await params
  const page = slug.length <= NAME_MAX_LENGTH ? await findEquipmentPage(slug) : null
  if (!page) notFound()
  toOwnAddress(slug, page.equipment.slug, equipmentPath(page.equipment.slug))
  return page
}

/**
 * Rendered on a first visit, then kept until a save revalidates what it read: a public answer
 * the edge's micro-cache and a phone's service worker may keep (a dynamic one is `no-store`).
 */
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { equipment, slugs } = await machineOr404(params)
  const { client, meta } = siteText()
  const prices = priceLines(equipment, client.equipment, meta.intl)
    .map((line) => (line.kind === 'sale' ? `${line.label}${meta.colon}${line.text}` : line.text))
    .join(' · ')
  return sitePageMetadata({
    title: equipment.name,
    description: [prices, equipment.description].filter(Boolean).join(' — ').slice(0, 300),
    path: equipmentPath(equipment.slug),
    pathIn: addressesIn(slugs, equipmentPath),
    image: equipment.images.main ?? undefined,
    seo: equipment.seo,
  })
}

export default async function EquipmentPage({ params }: Props) {
  const { equipment, slugs } = await machineOr404(params)
  const [general, topBar, projects] = await Promise.all([
    readGlobal('site-settings'),
    readGlobal('top-bar'),
    listPublishedProjects().catch(() => []),
  ])
  const usedOn = projects.filter((project) => project.equipmentIds.includes(Number(equipment.id)))
  const pictures = [equipment.images.main, ...equipment.images.gallery].filter(
    (src): src is string => Boolean(src),
  )
  const jsonLd = serializeJsonLd(
    productJsonLd(
      equipment,
      `${publicUrl()}${pageAlternates(equipmentPath(equipment.slug), requestLocale(), addressesIn(slugs, equipmentPath)).canonical}`,
      topBar.branding?.companyName || 'BK Multiservices',
      siteText().client.labels,
    ),
  )
  return (
    <SiteShell>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <a
          href={sitePath('/equipements')}
          className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {siteText().equipment.all}
        </a>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <FallbackImage
              src={pictures[0] ?? null}
              fallback={equipmentFallbackImage(equipment.category)}
              width={1200}
              height={900}
              priority
              className="aspect-[4/3] w-full rounded-2xl bg-slate-200 object-cover shadow-sm"
            />
            <GalleryStrip pictures={pictures.slice(1)} category={equipment.category} />
          </div>
          <div className="flex flex-col gap-6">
            <header>
              <div className="flex flex-wrap gap-2">
                <span className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white">
                  {equipmentCategoryLabel(
                    equipment.category,
                    siteText().client.labels.equipmentCategories,
                  )}
                </span>
                <StatusBadge
                  status={equipment.status}
                  labels={siteText().client.labels.equipmentStatuses}
                />
              </div>
              <h1 className="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">
                {equipment.name}
              </h1>
            </header>
            <KeyFacts
              equipment={equipment}
              narrow
              words={siteText().client.equipment}
              factLabels={siteText().client.labels.equipmentFacts}
              intl={siteText().meta.intl}
            />
            {equipment.forRent && equipment.price !== null && (
              <RentalConditions
                heading={siteText().rentalTerms.heading}
                lines={rentalConditionLines(general, siteText().rentalTerms, siteText().meta.intl)}
                level="h2"
              />
            )}
            <EquipmentActions equipment={equipment} phone={companyContact(general).phone} />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-10">
          <EquipmentFacts
            equipment={equipment}
            heading="h2"
            words={siteText().client.equipment}
            specLabels={siteText().client.labels.equipmentSpecs}
          />
          {usedOn.length > 0 && (
            <section aria-labelledby="chantiers-de-l-engin">
              <h2 id="chantiers-de-l-engin" className="text-2xl font-extrabold text-slate-900">
                {siteText().projects.withMachine}
              </h2>
              <div className="mt-6">
                <ProjectCards projects={usedOn} headingLevel={3} />
              </div>
            </section>
          )}
        </div>
      </article>
    </SiteShell>
  )
}
