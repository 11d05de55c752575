import { Calendar, MapPin } from 'lucide-react'

import { FallbackImage } from '@/ui/FallbackImage'
import type { SiteProject } from './shape'
import { sitePath, siteText } from '@/i18n/site'
import { formatPeriod } from '@/lib/format'

const period = (project: SiteProject) =>
  formatPeriod(project.startDate, project.endDate, siteText().meta.intl)

const FALLBACK = '/images/fallback/department-default.svg'

/** Projects as cards, each its own link: the list, a department's page, a machine's. */
export function ProjectCards({
  projects,
  headingLevel = 2,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
}: {
  projects: SiteProject[]
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={className}>
      {projects.map((project) => (
        <li key={project.id}>
          <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-blue-700">
            <FallbackImage
              src={project.photos[0]?.src}
              srcSet={project.photos[0]?.srcSet}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              fallback={FALLBACK}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className="h-48 w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-3 p-5">
              {project.department && (
                <p className="text-sm font-semibold text-blue-800">{project.department.name}</p>
              )}
              <Heading className="text-lg font-bold text-slate-900">
                <a href={sitePath(project.path)} className="after:absolute after:inset-0">
                  {project.title}
                </a>
              </Heading>
              <p className="line-clamp-3 text-slate-700">{project.summary}</p>
              <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                {project.place && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="h-4 w-4" /> {project.place}
                  </span>
                )}
                {period(project) && (
                  <span className="inline-flex items-center gap-1">
                    <Calendar aria-hidden="true" className="h-4 w-4" /> {period(project)}
                  </span>
                )}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
