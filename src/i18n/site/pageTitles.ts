import { LEGAL_PAGES } from '@/lib/legalPages'
import { PROJECTS_PATH } from '@/lib/projectPaths'
import { CATALOGUE_PATH, SERVICES_PATH } from '@/lib/sitePaths'

import { fr, type SiteText } from './fr'

/**
 * The titles of the site's fixed pages in a language: their metadata take them from here (a page
 * with content of its own takes its record's name).
 */
export const pageTitlesIn = (text: SiteText): Record<string, string> => ({
  '/': text.pageTitles.home,
  '/departements': text.pageTitles.departments,
  [SERVICES_PATH]: text.pageTitles.services,
  '/equipements': text.pageTitles.equipment,
  '/actualites': text.news.listTitle,
  [PROJECTS_PATH]: text.projects.title,
  [CATALOGUE_PATH]: text.catalogue.title,
  '/maintenance': text.pageTitles.maintenance,
  ...Object.fromEntries(LEGAL_PAGES.map(({ key, path }) => [path, text.legalPages[key].title])),
})

/** The same in French, as the admin's statistics (« Pages les plus visitées ») name them. */
export const PAGE_TITLES = pageTitlesIn(fr)
