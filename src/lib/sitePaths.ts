/** Fixed pages the site links to from its sections (their titles: pageTitles.ts). */
export const SERVICES_PATH = '/services'
export const CATALOGUE_PATH = '/catalogue'

/** The articles' list, and the page of one article. */
export const NEWS_PATH = '/actualites'
export const newsPath = (id: number | string) => `${NEWS_PATH}/${id}`

/** The site search's results. */
export const SEARCH_PATH = '/recherche'

/** The service worker's address: the site's root, so that its scope is the whole public site. */
export const SERVICE_WORKER_PATH = '/sw.js'

/** The yard's phone screens (#62): the day's list, and `/parc/<n°>` for one reservation. */
export const YARD_PATH = '/parc'
export const yardSheetPath = (id: number | string) => `${YARD_PATH}/${id}`

/**
 * The receipt of a form posted as plain HTML, before its page's script ran (#63): its query names
 * the quote request's reference and its code, or the newsletter's sign-up.
 */
export const FORM_SENT_PATH = '/merci'
export const FORM_SENT_QUERY = { reference: 'demande', code: 'code', newsletter: 'newsletter' }
export const newsletterSentPath = () => `${FORM_SENT_PATH}?${FORM_SENT_QUERY.newsletter}=1`
