import type { Metadata } from 'next'

import { ElapsedClock } from '@/features/maintenance/ElapsedClock.client'
import { SubscribeForm } from '@/features/newsletter/SubscribeForm.client'
import { companyContact, isProfileUrl, withOverrides } from '@/lib/company'
import { readGlobal } from '@/platform/data/globals'
import { telHref } from '@/lib/contactLinks'
import { siteText } from '@/i18n/site'

export async function generateMetadata(): Promise<Metadata> {
  const maintenance = await readGlobal('maintenance')
  return { title: maintenance.title ?? 'Maintenance', robots: { index: false } }
}

/** Shown while maintenance is on; the edge answers it with 503 and Retry-After. */
export default async function MaintenancePage() {
  // readGlobal fills what is not stored with the section's defaults in the page's language
  const [maintenance, newsletter, topBar, general] = await Promise.all([
    readGlobal('maintenance'),
    readGlobal('section-newsletter'),
    readGlobal('top-bar'),
    readGlobal('site-settings'),
  ])
  const progress = Math.min(100, Math.max(0, maintenance.progress ?? 0))
  // the urgent line entered here, else the general settings' details
  const contact = withOverrides(companyContact(general), maintenance.contactInfo)
  const profiles = (maintenance.socialMedia ?? []).filter((social) => isProfileUrl(social.url))
  const text = siteText().maintenance

  return (
    <main className="min-h-screen bg-gradient-to-br from-slate-900 via-blue-950 to-slate-900 px-6 py-16 text-white">
      <div className="mx-auto flex max-w-3xl flex-col gap-10">
        <header className="text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">
            {topBar.branding?.companyName}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">{maintenance.title}</h1>
          <p className="mt-4 text-lg text-blue-100">{maintenance.description}</p>
        </header>

        <section aria-labelledby="progression" className="rounded-2xl bg-white/10 p-6">
          <div className="flex items-baseline justify-between">
            <h2 id="progression" className="font-semibold">
              {text.progress}
            </h2>
            <span className="text-2xl font-bold">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={text.progressLabel}
            className="mt-3 h-3 overflow-hidden rounded-full bg-white/20"
          >
            <div className="h-full rounded-full bg-amber-400" style={{ width: `${progress}%` }} />
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-blue-200">{text.estimated}</dt>
              <dd className="text-xl font-semibold">{maintenance.estimatedTime}</dd>
            </div>
            <div>
              <dt className="text-sm text-blue-200">{text.elapsed}</dt>
              <dd>
                <ElapsedClock startTime={maintenance.startTime} />
              </dd>
            </div>
          </dl>
        </section>

        {maintenance.features && maintenance.features.length > 0 && (
          <section aria-labelledby="ameliorations">
            <h2 id="ameliorations" className="text-xl font-bold">
              {text.improvements}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {maintenance.features.map((feature) => (
                <li key={feature} className="rounded-xl bg-white/10 px-4 py-3">
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        )}

        {maintenance.allowNewsletter && (
          <section aria-labelledby="prevenir" className="rounded-2xl bg-white p-6 text-slate-900">
            <h2 id="prevenir" className="text-xl font-bold">
              {text.notifyMe}
            </h2>
            <div className="mt-4">
              <SubscribeForm
                source="maintenance"
                placeholder={newsletter.placeholderText ?? ''}
                buttonText={newsletter.buttonText ?? ''}
                successMessage={newsletter.successMessage ?? ''}
              />
            </div>
          </section>
        )}

        {maintenance.allowContact && contact && (
          <section aria-labelledby="urgence" className="rounded-2xl bg-white/10 p-6">
            <h2 id="urgence" className="text-xl font-bold">
              {text.urgentContact}
            </h2>
            <address className="mt-3 space-y-1 not-italic text-blue-100">
              {contact.phone && <p>{contact.phone}</p>}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className="underline">
                    {contact.email}
                  </a>
                </p>
              )}
              {contact.address && <p>{contact.address}</p>}
            </address>
            {contact.phone && (
              <a
                href={telHref(contact.phone)}
                className="mt-4 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900"
              >
                {siteText().site.callNow}
              </a>
            )}
          </section>
        )}

        {profiles.length > 0 && (
          <nav
            aria-label={siteText().site.socialNetworks}
            className="flex flex-wrap justify-center gap-4"
          >
            {profiles.map((social) => (
              <a
                key={social.id ?? social.platform}
                href={social.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-full bg-white/10 px-4 py-2 capitalize hover:bg-white/20"
              >
                {social.platform}
              </a>
            ))}
          </nav>
        )}

        <p className="text-center text-sm text-blue-200">
          {topBar.branding?.companyName} — {topBar.branding?.slogan}
        </p>
      </div>
    </main>
  )
}
