import 'server-only'

import { searchKey } from '@/lib/format'
import { EQUIPMENT_FACT_KEYS, equipmentCategoryLabel } from '@/lib/labels'

import type { SiteDepartment } from '@/features/departments/shape'
import { listActiveDepartments } from '@/features/departments/readers'
import { listActiveEquipment } from '@/features/equipment/readers'
import type { SiteEquipment } from '@/features/equipment/shape'
import { listPublishedNews } from '@/features/news/readers'
import { listSearchablePages, type SearchablePage } from '@/features/pages/readers'
import type { SiteProject } from '@/features/projects/shape'
import { listPublishedProjects } from '@/features/projects/readers'
import { htmlText } from '@/platform/data/richText'
import type { SiteNews } from '@/features/news/shape'

/** Shorter than this, a term matches too much to help. */
export const MIN_SEARCH_LENGTH = 2
const MAX_SEARCH_LENGTH = 100
const MAX_PER_KIND = 12

export type SiteSearch = {
  term: string
  equipment: SiteEquipment[]
  news: SiteNews[]
  departments: SiteDepartment[]
  pages: SearchablePage[]
  projects: SiteProject[]
}

/** Every word of the term somewhere in the item's words, accents and case ignored. */
const matches = (words: string[], text: (string | number | null | undefined)[]) => {
  const haystack = searchKey(text.filter((part) => part !== null && part !== undefined).join(' '))
  return words.every((word) => haystack.includes(word))
}

/**
 * The site search: active machines and departments, published pages and projects (the lists the site
 * keeps in its cache, matched here), published articles (the news search of the listing), each
 * capped.
 */
export async function searchSite(raw: string): Promise<SiteSearch> {
  const term = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
  const key = searchKey(term)
  if (key.length < MIN_SEARCH_LENGTH)
    return { term, equipment: [], news: [], departments: [], pages: [], projects: [] }
  const words = key.split(' ')
  const [equipment, departments, pages, projects, news] = await Promise.all([
    listActiveEquipment().catch(() => []),
    listActiveDepartments().catch(() => []),
    listSearchablePages().catch(() => []),
    listPublishedProjects().catch(() => []),
    listPublishedNews({ search: term, limit: MAX_PER_KIND }).catch(() => null),
  ])
  return {
    term,
    equipment: equipment
      .filter((machine) =>
        matches(words, [
          machine.name,
          machine.description,
          equipmentCategoryLabel(machine.category),
          ...EQUIPMENT_FACT_KEYS.map((key) => machine[key]),
          ...machine.tags,
          ...Object.values(machine.specifications),
        ]),
      )
      .slice(0, MAX_PER_KIND),
    news: news?.items ?? [],
    departments: departments
      .filter((department) =>
        matches(words, [department.name, department.description, ...department.features]),
      )
      .slice(0, MAX_PER_KIND),
    pages: pages.filter((page) => matches(words, [page.words])).slice(0, MAX_PER_KIND),
    projects: projects
      .filter((project) =>
        matches(words, [
          project.title,
          project.client,
          project.place,
          project.summary,
          project.department?.name,
          htmlText(project.html),
        ]),
      )
      .slice(0, MAX_PER_KIND),
  }
}
