/** Fixed pages the site links to from its sections (their titles: pageTitles.ts). */
export const SERVICES_PATH = '/services'
export const CATALOGUE_PATH = '/catalogue'

/** The page of one article. */
export const newsPath = (id: number | string) => `/actualites/${id}`

/** The site search's results. */
export const SEARCH_PATH = '/recherche'
