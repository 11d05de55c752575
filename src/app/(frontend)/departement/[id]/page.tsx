import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { QuoteButton } from '@/features/quotes/QuoteButton.client'
import { ContactLines } from '@/features/departments/ContactLines'
import { FeatureList } from '@/features/departments/FeatureList'
import { EquipmentGrid } from '@/features/equipment/EquipmentGrid.client'
import { ProjectCards } from '@/features/projects/ProjectCards'
import { SiteShell } from '@/features/site/SiteShell'
import { FallbackImage } from '@/ui/FallbackImage'
import { Icon } from '@/ui/Icon'
import { departmentSlugFromPathId } from '@/features/departments/shape'
import { listActiveDepartments } from '@/features/departments/readers'
import { listActiveEquipment } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { listPublishedProjects } from '@/features/projects/readers'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { companyContact } from '@/lib/company'
import { departmentMailSubject, mailtoHref, telHref } from '@/lib/contactLinks'
import { DEPARTMENT_OFFER } from '@/lib/labels'
import { PROJECTS_DEPARTMENT_PARAM, PROJECTS_PATH } from '@/lib/projectPaths'

type Props = { params: Promise<{ id: string }> }

async function findDepartment(id: string) {
  const slug = departmentSlugFromPathId(id)
  const departments = await listActiveDepartments()
  return departments.find((department) => department.slug === slug) ?? null
}

/**
 * Rendered on a first visit, then kept until a save revalidates what it read: a public answer
 * the edge's micro-cache and a phone's service worker may keep (a dynamic one is `no-store`).
 */
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const department = await findDepartment(id)
  return department
    ? sitePageMetadata({
        title: department.name,
        description: department.description,
        path: `/departement/${id}`,
        image: department.banner ?? undefined,
        seo: department.seo,
      })
    : {}
}

/** A department's own page (/departement/btp …): what it does, its equipment, how to reach it. */
export default async function DepartmentPage({ params }: Props) {
  const department = await findDepartment((await params).id)
  if (!department) notFound()
  const offer = DEPARTMENT_OFFER[department.slug as keyof typeof DEPARTMENT_OFFER]
  const [general, equipment, projects] = await Promise.all([
    readGlobal('site-settings'),
    listActiveEquipment().catch(() => []),
    listPublishedProjects().catch(() => []),
  ])
  const ownProjects = projects.filter((project) => project.department?.slug === department.slug)
  const contact = companyContact(general)
  const related = offer
    ? equipment.filter((item) => offer.categories.includes(item.category)).slice(0, 6)
    : []

  return (
    <SiteShell>
      <div className="relative isolate overflow-hidden bg-slate-900 text-white">
        <FallbackImage
          src={department.banner}
          fallback={department.fallbackImage}
          width={1400}
          height={600}
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <a
            href={sitePath('/departements')}
            className="inline-flex items-center gap-2 text-sm font-semibold text-blue-100 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {siteText().departments.all}
          </a>
          <p className="mt-6 flex h-14 w-14 items-center justify-center rounded-xl bg-white/15">
            <Icon name={department.icon} className="h-8 w-8 text-amber-300" />
          </p>
          <h1 className="mt-4 text-3xl font-extrabold md:text-5xl">{department.name}</h1>
          <p className="mt-4 max-w-3xl text-lg text-blue-50">{department.description}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          {department.features.length > 0 && (
            <section aria-labelledby="services-du-departement">
              <h2 id="services-du-departement" className="text-2xl font-extrabold">
                {siteText().client.departments.services}
              </h2>
              <FeatureList
                features={department.features}
                className="mt-6 grid gap-4 sm:grid-cols-2"
                itemClassName="gap-3 rounded-xl bg-slate-50 p-4"
              />
            </section>
          )}
          <FallbackImage
            src={department.image}
            fallback={department.fallbackImage}
            width={800}
            height={600}
            alt={department.name}
            className="h-72 w-full rounded-2xl object-cover"
          />
          {ownProjects.length > 0 && (
            <section aria-labelledby="realisations-du-departement">
              <h2 id="realisations-du-departement" className="text-2xl font-extrabold">
                {siteText().projects.ofDepartment}
              </h2>
              <div className="mt-6">
                <ProjectCards
                  projects={ownProjects}
                  headingLevel={3}
                  className="grid gap-6 sm:grid-cols-2"
                />
              </div>
              <p className="mt-6">
                <a
                  href={sitePath(
                    `${PROJECTS_PATH}?${PROJECTS_DEPARTMENT_PARAM}=${department.slug}`,
                  )}
                  className="font-semibold text-blue-800 underline"
                >
                  {siteText().projects.allOfDepartment}
                </a>
              </p>
            </section>
          )}
          {related.length > 0 && (
            <section aria-labelledby="equipements-du-departement">
              <h2 id="equipements-du-departement" className="text-2xl font-extrabold">
                {siteText().departments.equipment}
              </h2>
              <div className="mt-6">
                <EquipmentGrid
                  items={related}
                  phone={contact.phone}
                  className="grid gap-6 sm:grid-cols-2"
                />
              </div>
              <p className="mt-6">
                <a
                  href={sitePath(`/equipements?category=${offer?.categories[0] ?? ''}`)}
                  className="font-semibold text-blue-800 underline"
                >
                  {siteText().departments.allEquipment}
                </a>
              </p>
            </section>
          )}
        </div>
        <aside
          aria-labelledby="contact-departement"
          className="h-fit space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-32"
        >
          <h2 id="contact-departement" className="text-xl font-bold">
            {siteText().departments.contact}
          </h2>
          <ContactLines contact={contact} className="space-y-3 text-slate-700" />
          <div className="grid gap-3">
            <QuoteButton
              prefill={{
                subject: siteText().site.quoteSubject(department.name),
                service: offer?.service,
              }}
              className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
            >
              {siteText().client.equipment.askQuote}
            </QuoteButton>
            <a
              href={telHref(contact.phone)}
              className="rounded-lg border border-blue-700 px-5 py-3 text-center font-semibold text-blue-800 hover:bg-blue-50"
            >
              {siteText().site.callNow}
            </a>
            <a
              href={mailtoHref(contact.email, departmentMailSubject(department.name))}
              className="rounded-lg px-5 py-3 text-center font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {siteText().client.departments.sendEmail}
            </a>
          </div>
        </aside>
      </div>
    </SiteShell>
  )
}
