import type { Metadata } from 'next'

import { SiteSearchForm } from '@/features/site/SiteSearchForm'
import { SiteShell } from '@/features/site/SiteShell'
import { MIN_SEARCH_LENGTH, searchSite } from '@/features/search/siteSearch'
import { sitePath, siteText } from '@/i18n/site'
import { departmentPath } from '@/lib/departmentPath'
import { equipmentPath } from '@/lib/equipmentPath'
import { formatLongDate, formatPeriod, searchKey } from '@/lib/format'
import { equipmentCategoryLabel } from '@/lib/labels'
import { newsPath } from '@/lib/sitePaths'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// a results page is no page of its own for search engines
export const generateMetadata = (): Metadata => ({
  title: siteText().search.title,
  robots: { index: false },
})

type Hit = { href: string; title: string; meta?: string; text?: string }

function Group({ title, hits }: { title: string; hits: Hit[] }) {
  if (hits.length === 0) return null
  return (
    <section aria-labelledby={`resultats-${searchKey(title)}`} className="mt-10">
      <h2 id={`resultats-${searchKey(title)}`} className="text-xl font-bold text-slate-900">
        {title} <span className="font-normal text-slate-600">({hits.length})</span>
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {hits.map((hit) => (
          <li key={hit.href}>
            <a
              href={hit.href}
              className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-blue-700"
            >
              <span className="block font-semibold text-blue-800">{hit.title}</span>
              {hit.meta && <span className="mt-1 block text-sm text-slate-600">{hit.meta}</span>}
              {hit.text && (
                <span className="mt-2 line-clamp-2 block text-sm text-slate-700">{hit.text}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** `/recherche?q=…`: machines, articles, departments, projects and pages that hold every word typed. */
export default async function SearchPage({ searchParams }: Props) {
  const { q } = await searchParams
  const results = await searchSite(typeof q === 'string' ? q : '')
  const { term } = results
  const hits = {
    equipment: results.equipment.map((machine) => ({
      href: sitePath(equipmentPath(machine.slug)),
      title: machine.name,
      meta: equipmentCategoryLabel(machine.category, siteText().client.labels.equipmentCategories),
      text: machine.description,
    })),
    news: results.news.map((article) => ({
      href: sitePath(newsPath(article.id)),
      title: article.title,
      meta: formatLongDate(article.createdAt, siteText().meta.intl),
      text: article.excerpt,
    })),
    departments: results.departments.map((department) => ({
      href: sitePath(departmentPath(department.slug)),
      title: department.name,
      text: department.description,
    })),
    projects: results.projects.map((project) => ({
      href: sitePath(project.path),
      title: project.title,
      meta:
        [project.place, formatPeriod(project.startDate, project.endDate, siteText().meta.intl)]
          .filter(Boolean)
          .join(' · ') || undefined,
      text: project.summary,
    })),
    pages: results.pages.map((page) => ({
      href: sitePath(page.path),
      title: page.title,
      text: page.intro ?? undefined,
    })),
  }
  const total =
    hits.equipment.length +
    hits.news.length +
    hits.departments.length +
    hits.projects.length +
    hits.pages.length
  const searched = searchKey(term).length >= MIN_SEARCH_LENGTH

  return (
    <SiteShell>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
        <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">
          {siteText().search.title}
        </h1>
        <div className="mt-6">
          <SiteSearchForm id="recherche-page" term={term} />
        </div>
        <p role="status" className="mt-6 text-slate-700">
          {!searched
            ? siteText().search.hint
            : total
              ? siteText().search.found(total, term)
              : siteText().search.none(term)}
        </p>
        {searched && total === 0 && (
          <p className="mt-2 text-slate-600">{siteText().search.noneHint}</p>
        )}
        <Group title={siteText().search.equipment} hits={hits.equipment} />
        <Group title={siteText().search.news} hits={hits.news} />
        <Group title={siteText().search.departments} hits={hits.departments} />
        <Group title={siteText().search.projects} hits={hits.projects} />
        <Group title={siteText().search.pages} hits={hits.pages} />
      </div>
    </SiteShell>
  )
}
