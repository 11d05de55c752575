import { formatPeriod } from '@/lib/format'
import { ArrowLeft, Calendar, MapPin, User } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { QuoteButton } from '@/features/quotes/QuoteButton.client'
import { EquipmentGrid } from '@/features/equipment/EquipmentGrid.client'
import { ArticleBody } from '@/features/news/ArticleBody'
import { PreviewBanner } from '@/features/pages/PreviewBanner'
import { SiteShell } from '@/features/site/SiteShell'
import { FallbackImage } from '@/ui/FallbackImage'
import { PageHeader } from '@/ui/PageHeader'
import { listActiveEquipment } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { findDraftProject, listPublishedProjects } from '@/features/projects/readers'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { toOwnAddress } from '@/i18n/site/ownAddress'
import { companyContact } from '@/lib/company'
import { departmentPath } from '@/lib/departmentPath'
import { PROJECTS_PATH, projectPath } from '@/lib/projectPaths'
import { addressesIn } from '@/lib/seo'
import { inEditorPreview } from '@/features/pages/editorPreview'

type Props = { params: Promise<{ slug: string }> }

/** The published project, or its latest draft in an editor's preview (as a page from blocks). */
async function readProject(slug: string) {
  const preview = await inEditorPreview()
  const project = preview
    ? await findDraftProject(slug)
    : ((await listPublishedProjects().catch(() => [])).find((item) =>
        Object.values(item.slugs).includes(slug),
      ) ?? null)
  // its address in another language (the language switcher's link) leads to this one's (#45)
  if (project) toOwnAddress(slug, project.slug, project.path)
  return { preview, project }
}

/** Rendered on a first visit, then kept until a save revalidates what it read. */
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { project } = await readProject((await params).slug)
  return project
    ? sitePageMetadata({
        title: project.title,
        description: project.summary,
        path: project.path,
        pathIn: addressesIn(project.slugs, projectPath),
        image: project.photos[0]?.src,
        seo: project.seo,
      })
    : {}
}

/** One case study: what was done, for whom, where and when, with which machines. */
export default async function ProjectPage({ params }: Props) {
  const { project, preview } = await readProject((await params).slug)
  if (!project) notFound()
  const [general, equipment] = await Promise.all([
    readGlobal('site-settings'),
    listActiveEquipment().catch(() => []),
  ])
  const facts = [
    { label: siteText().projects.client, value: project.client, Icon: User },
    { label: siteText().projects.place, value: project.place, Icon: MapPin },
    {
      label: siteText().projects.period,
      value: formatPeriod(project.startDate, project.endDate, siteText().meta.intl),
      Icon: Calendar,
    },
  ].filter((fact): fact is typeof fact & { value: string } => Boolean(fact.value))
  const used = project.equipmentIds.flatMap(
    (id) => equipment.find((machine) => Number(machine.id) === id) ?? [],
  )
  return (
    <SiteShell>
      {preview && <PreviewBanner path={project.path} />}
      <PageHeader
        title={project.title}
        description={project.summary}
        badge={project.department?.name}
      >
        <p className="mt-6">
          <a
            href={sitePath(PROJECTS_PATH)}
            className="inline-flex items-center gap-2 text-sm font-semibold text-blue-100 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {siteText().projects.back}
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          {project.html && <ArticleBody html={project.html} className="text-lg" />}
          {project.photos.length > 0 && (
            <section aria-labelledby="photos-du-projet">
              <h2 id="photos-du-projet" className="text-2xl font-extrabold text-slate-900">
                {siteText().projects.photos}
              </h2>
              <ul className="mt-6 grid grid-cols-2 gap-3">
                {project.photos.map((photo) => (
                  <li key={photo.src}>
                    <FallbackImage
                      src={photo.src}
                      srcSet={photo.srcSet}
                      sizes="(min-width: 1024px) 380px, 50vw"
                      fallback="/images/fallback/department-default.svg"
                      alt={photo.alt}
                      loading="lazy"
                      className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {project.testimonial && (
            <section aria-labelledby="temoignage-client">
              <h2 id="temoignage-client" className="text-2xl font-extrabold text-slate-900">
                {siteText().projects.testimonial}
              </h2>
              <figure className="mt-6 rounded-2xl bg-slate-50 p-6">
                <blockquote className="whitespace-pre-line text-lg text-slate-800">
                  « {project.testimonial.quote} »
                </blockquote>
                {project.testimonial.author && (
                  <figcaption className="mt-4 text-sm font-semibold text-slate-900">
                    {project.testimonial.author}
                  </figcaption>
                )}
              </figure>
            </section>
          )}
          {used.length > 0 && (
            <section aria-labelledby="materiel-engage">
              <h2 id="materiel-engage" className="text-2xl font-extrabold text-slate-900">
                {siteText().projects.equipment}
              </h2>
              <div className="mt-6">
                <EquipmentGrid
                  items={used}
                  phone={companyContact(general).phone}
                  className="grid gap-6 sm:grid-cols-2"
                  headingLevel={3}
                />
              </div>
            </section>
          )}
        </div>
        <aside
          aria-label={siteText().projects.facts}
          className="order-first h-fit space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:order-none"
        >
          <dl className="space-y-4 text-slate-700">
            {facts.map(({ label, value, Icon }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 text-sm text-slate-600">
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0" /> {label}
                </dt>
                <dd className="mt-1 pl-6 font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {project.department && (
            <p>
              <a
                href={sitePath(departmentPath(project.department.slug))}
                className="font-semibold text-blue-800 underline"
              >
                {project.department.name}
              </a>
            </p>
          )}
          <QuoteButton
            prefill={{ subject: siteText().site.quoteSubject(project.title) }}
            className="w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
          >
            {siteText().projects.quote}
          </QuoteButton>
        </aside>
      </div>
    </SiteShell>
  )
}
