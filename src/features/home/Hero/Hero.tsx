import { Mail, MapPin, Phone } from 'lucide-react'

import { AnchorLink } from '@/ui/AnchorLink.client'
import { listActiveEquipment } from '@/features/equipment/readers'
import { mediaSizeUrl } from '@/lib/media'
import { telHref } from '@/lib/contactLinks'
import { linkTarget, SECTIONS } from '../catalog'
import type { SectionHero, SiteSettings } from '@/generated/payload-types'
import { sitePath } from '@/i18n/site'

type Stat = NonNullable<SectionHero['stats']>[number]

/** A key figure's value: the live number it counts, else what the team typed. */
async function statValue(stat: Stat, activeDepartments: number | null): Promise<string> {
  if (stat.liveCount === 'departments' && activeDepartments !== null)
    return String(activeDepartments)
  if (stat.liveCount === 'equipment')
    return listActiveEquipment().then(
      (fleet) => String(fleet.length),
      // the build's render has no database: the typed figure, until the next render
      () => stat.value,
    )
  return stat.value
}

export async function HeroSection({
  hero,
  general,
  activeDepartments,
}: {
  hero: SectionHero
  general: SiteSettings
  /** null when they could not be read: the typed value then shows. */
  activeDepartments: number | null
}) {
  const [firstWord, ...rest] = (hero.title ?? '').split(' ')
  const stats = await Promise.all(
    (hero.stats ?? []).map(async (stat) => ({
      ...stat,
      value: await statValue(stat, activeDepartments),
    })),
  )
  const image = mediaSizeUrl(hero.image, 'hero')
  return (
    <section
      id={SECTIONS.hero.anchor}
      className="relative isolate overflow-hidden bg-gradient-to-br from-blue-900 via-blue-800 to-slate-900 text-white"
    >
      {image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25"
        />
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-2">
        <div>
          <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm">
            {hero.experienceBadge}
          </p>
          <h1 className="text-4xl font-extrabold leading-tight md:text-6xl">
            <span className="text-amber-400">{firstWord}</span> {rest.join(' ')}
          </h1>
          <p className="mt-4 text-xl text-blue-100">{hero.subtitle}</p>
          <p className="mt-4 max-w-xl text-blue-100">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <AnchorLink
              target={linkTarget(hero.ctaLink || '#services', sitePath)}
              className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
            >
              {hero.ctaText}
            </AnchorLink>
            <AnchorLink
              target={linkTarget('#contact', sitePath)}
              className="rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {hero.quoteButtonText}
            </AnchorLink>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-blue-100">
            {general.contactPhone && (
              <li>
                <a
                  href={telHref(general.contactPhone)}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone aria-hidden="true" className="h-4 w-4 text-amber-400" />{' '}
                  {general.contactPhone}
                </a>
              </li>
            )}
            {general.contactEmail && (
              <li>
                <a
                  href={`mailto:${general.contactEmail}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Mail aria-hidden="true" className="h-4 w-4 text-amber-400" />{' '}
                  {general.contactEmail}
                </a>
              </li>
            )}
            {general.contactAddress && (
              <li className="inline-flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-4 w-4 text-amber-400" />{' '}
                {general.contactAddress}
              </li>
            )}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-6">
          <dl className="grid grid-cols-3 gap-4">
            {stats.map((stat) => (
              <div key={stat.id} className="rounded-xl bg-white/10 px-2 py-4 text-center">
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-3xl font-extrabold">{stat.value}</dd>
                <dd className="text-xs text-blue-100 sm:text-sm">{stat.label}</dd>
              </div>
            ))}
          </dl>
          {/* a motto, not an action: nothing of a button's look (#59) */}
          <p className="border-l-4 border-amber-400 pl-4 text-lg font-semibold italic text-amber-100">
            {hero.sloganBanner}
          </p>
        </div>
      </div>
    </section>
  )
}
