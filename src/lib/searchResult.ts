import { departmentPath } from './departmentPath'
import { equipmentPath } from './equipmentPath'
import { pagePath } from './pagePaths'
import { projectPath } from './projectPaths'
import { newsPath } from './sitePaths'
import { departmentsSlug, equipmentSlug, newsSlug, pagesSlug, projectsSlug } from './slugs'

/** The length past which a search engine cuts a result's description. */
const DESCRIPTION_LENGTH = 155

/** A search result's description: the item's own words, cut at a word near 155 characters. */
export function searchDescription(text: string | null | undefined): string {
  const words = (text ?? '').replace(/\s+/g, ' ').trim()
  if (words.length <= DESCRIPTION_LENGTH) return words
  return `${words.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`
}

/** The public address of an item that has search-engine details; null while it has none yet. */
export function itemPath(
  collection: string | undefined,
  doc: { id?: number | string | null; slug?: string | null },
): string | null {
  if (collection === newsSlug) return doc.id == null ? null : newsPath(doc.id)
  if (!doc.slug) return null
  if (collection === equipmentSlug) return equipmentPath(doc.slug)
  if (collection === departmentsSlug) return departmentPath(doc.slug)
  if (collection === pagesSlug) return pagePath(doc.slug)
  if (collection === projectsSlug) return projectPath(doc.slug)
  return null
}
