import { siteText } from '@/i18n/site'

import { LEGAL_PAGES } from './legalPages'
import { PROJECTS_PATH } from './projectPaths'
import { CATALOGUE_PATH, SERVICES_PATH } from './sitePaths'

/**
 * The titles of the site's fixed pages: their metadata and the statistics' « Pages les plus
 * visitées » take them from here (a page with content of its own takes its record's name).
 */
export const PAGE_TITLES: Record<string, string> = {
  '/': 'Accueil',
  '/departements': 'Nos départements',
  [SERVICES_PATH]: 'Nos services',
  '/equipements': 'Location et vente d’équipements',
  '/actualites': siteText().news.listTitle,
  [PROJECTS_PATH]: siteText().projects.title,
  [CATALOGUE_PATH]: siteText().catalogue.title,
  '/maintenance': 'Maintenance',
  ...Object.fromEntries(LEGAL_PAGES.map(({ path, title }) => [path, title])),
}
