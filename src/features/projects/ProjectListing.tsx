import type { Metadata } from 'next'

import { PageHeader } from '@/ui/PageHeader'
import { listActiveDepartments } from '@/features/departments/readers'
import { listPublishedProjects } from './readers'
import { sitePageMetadata, sitePath, siteText } from '@/i18n/site'
import { PROJECTS_DEPARTMENT_PARAM, PROJECTS_PATH } from '@/lib/projectPaths'

import { ProjectCards } from './ProjectCards'

export const projectListingMetadata = (): Metadata =>
  sitePageMetadata({
    title: siteText().projects.title,
    description: siteText().projects.description,
    path: PROJECTS_PATH,
  })

const TAB =
  'inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:ring-blue-700'
const CURRENT = 'bg-blue-800 text-white ring-blue-800'

/**
 * /realisations: every published project, or those of one department (`?departement=`, the
 * dynamic twin); the filter is plain links, each department that has a project once.
 */
export async function ProjectListing({ department }: { department: string | null }) {
  const [projects, departments] = await Promise.all([
    listPublishedProjects().catch(() => []),
    listActiveDepartments().catch(() => []),
  ])
  const withProjects = departments.filter((item) =>
    projects.some((project) => project.department?.slug === item.slug),
  )
  const chosen = withProjects.find((item) => item.slug === department) ?? null
  const shown = chosen
    ? projects.filter((project) => project.department?.slug === chosen.slug)
    : projects
  return (
    <>
      <PageHeader title={siteText().projects.title} description={siteText().projects.description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {withProjects.length > 1 && (
          <nav aria-label={siteText().projects.filterLandmark} className="mb-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href={sitePath(PROJECTS_PATH)}
                  aria-current={chosen ? undefined : 'page'}
                  className={`${TAB} ${chosen ? 'text-slate-800' : CURRENT}`}
                >
                  {siteText().projects.all}
                </a>
              </li>
              {withProjects.map((item) => (
                <li key={item.slug}>
                  <a
                    href={sitePath(`${PROJECTS_PATH}?${PROJECTS_DEPARTMENT_PARAM}=${item.slug}`)}
                    aria-current={chosen?.slug === item.slug ? 'page' : undefined}
                    className={`${TAB} ${chosen?.slug === item.slug ? CURRENT : 'text-slate-800'}`}
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shown.length > 0 ? (
          <ProjectCards projects={shown} />
        ) : (
          <p className="text-slate-700">{siteText().projects.none}</p>
        )}
      </div>
    </>
  )
}
