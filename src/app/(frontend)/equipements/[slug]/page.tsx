import { ArrowLeft, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { EquipmentActions } from '@/components/Equipment/EquipmentActions.client'
import { Prices } from '@/components/Equipment/Prices'
import { StatusBadge } from '@/components/Equipment/StatusBadge'
import { ShareButton } from '@/components/News/ShareButton.client'
import { SiteShell } from '@/components/SiteShell'
import { FallbackImage } from '@/components/ui/FallbackImage'
import { WhatsAppShareLink } from '@/components/ui/WhatsAppShareLink.client'
import { findEquipmentPage } from '@/data/equipment'
import { readGlobal } from '@/data/globals'
import { fr } from '@/i18n/fr'
import { companyContact } from '@/lib/company'
import { equipmentPath } from '@/lib/equipmentPath'
import { equipmentFallbackImage } from '@/lib/fallbackImages'
import { EQUIPMENT_SPEC_KEYS, EQUIPMENT_SPEC_LABELS, equipmentCategoryLabel } from '@/lib/labels'
import { priceLines } from '@/lib/offers'
import { publicUrl } from '@/lib/runtime'
import { pageMetadata } from '@/lib/seo'
import { serializeJsonLd } from '@/seo/organization'
import { productJsonLd } from '@/seo/product'

type Props = { params: Promise<{ slug: string }> }

/**
 * One machine, at an address people can share. Unknown and inactive slugs end on the 404 page;
 * a machine's old slug answers with a permanent redirect to its current page.
 */
async function machineOr404(params: Props['params']) {
  const { slug } = await params
  const page = slug.length <= 200 ? await findEquipmentPage(slug) : null
  if (!page) notFound()
  if ('movedTo' in page) permanentRedirect(equipmentPath(page.movedTo))
  return page.equipment
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const equipment = await machineOr404(params)
  const prices = priceLines(equipment)
    .map((line) => (line.kind === 'sale' ? `${line.label} : ${line.text}` : line.text))
    .join(' · ')
  return pageMetadata({
    title: equipment.name,
    description: [prices, equipment.description].filter(Boolean).join(' — ').slice(0, 300),
    path: equipmentPath(equipment.slug),
    image: equipment.images.main ?? undefined,
  })
}

export default async function EquipmentPage({ params }: Props) {
  const equipment = await machineOr404(params)
  const [general, topBar] = await Promise.all([readGlobal('site-settings'), readGlobal('top-bar')])
  const path = equipmentPath(equipment.slug)
  const pictures = [equipment.images.main, ...equipment.images.gallery].filter(
    (src): src is string => Boolean(src),
  )
  const specs = EQUIPMENT_SPEC_KEYS.filter((key) => equipment.specifications[key] !== undefined)
  const jsonLd = serializeJsonLd(
    productJsonLd(equipment, publicUrl(), topBar.branding?.companyName || 'BK Multiservices'),
  )
  return (
    <SiteShell>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <a
          href="/equipements"
          className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Tous les équipements
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
            {pictures.length > 1 && (
              <ul className="grid grid-cols-4 gap-2">
                {pictures.slice(1).map((src) => (
                  <li key={src}>
                    <FallbackImage
                      src={src}
                      fallback={equipmentFallbackImage(equipment.category)}
                      width={300}
                      height={225}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-6">
            <header>
              <div className="flex flex-wrap gap-2">
                <span className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white">
                  {equipmentCategoryLabel(equipment.category)}
                </span>
                <StatusBadge status={equipment.status} />
              </div>
              <h1 className="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">
                {equipment.name}
              </h1>
            </header>
            <dl className="grid gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
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
            {equipment.status === 'sold' && (
              <p className="font-semibold text-slate-700">{fr.catalogue.soldNotice}</p>
            )}
            <EquipmentActions equipment={equipment} phone={companyContact(general).phone} />
            <div className="flex flex-wrap items-center gap-3">
              <ShareButton path={path} title={equipment.name} text={equipment.description} />
              <WhatsAppShareLink path={path} title={equipment.name} />
            </div>
          </div>
        </div>
        {equipment.description && (
          <section className="mt-10">
            <h2 className="text-xl font-bold">Description détaillée</h2>
            <p className="mt-3 max-w-3xl text-slate-700">{equipment.description}</p>
          </section>
        )}
        {specs.length > 0 && (
          <section className="mt-10">
            <h2 className="text-xl font-bold">Spécifications techniques</h2>
            <dl className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
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
          <section className="mt-10">
            <h2 className="text-xl font-bold">Caractéristiques</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {equipment.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </SiteShell>
  )
}
