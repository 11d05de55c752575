/**
 * What the service worker keeps on the phone, and what it never touches. Shared by the worker
 * (src/features/offline/worker/worker.ts), the offline page and the tests. Every language's pages are kept: an
 * address is read as the French page it is the twin of (`frenchPathOf`), with the addresses'
 * words the worker receives from the build and the pages from their layout.
 */
import { frenchPathOf, localeOfPath, localizedPath, type SiteAddressWords } from '@/lib/localePaths'
import { YARD_PATH } from '@/lib/sitePaths'

/** The page shown for an address never opened while the network is away (in French). */
export const OFFLINE_PATH = '/hors-ligne'

/** The offline page in the language of `pathname` (/en/… → /en/offline). */
export const offlinePathFor = (pathname: string, words: SiteAddressWords) =>
  localizedPath(OFFLINE_PATH, localeOfPath(pathname), words)

/** The offline page of every language, kept when the worker is installed. */
export const offlinePaths = (words: SiteAddressWords) =>
  Object.keys(words).map((locale) => offlinePathFor(`/${locale}`, words))

/** Whether `pathname` is the offline page, in whichever language. */
export const isOfflinePage = (pathname: string, words: SiteAddressWords) =>
  frenchPathOf(pathname, words).path === OFFLINE_PATH

/** At most this many pages are kept; the least recently opened goes first. */
export const KEPT_PAGES_MAX = 30
/** The pictures kept weigh at most this much; the least recently shown go first. */
export const KEPT_PICTURES_MAX_BYTES = 15 * 1024 * 1024

const PAGES_CACHE = 'pages-'

/** The caches of one build: a new build's worker deletes every other. */
export const cacheNames = (version: string): Record<Exclude<Kept, null>, string> => ({
  page: `${PAGES_CACHE}${version}`,
  picture: `images-${version}`,
  build: `code-${version}`,
  yard: `parc-${version}`,
})

/** At most this many yard screens are kept on a phone; the least recently opened goes first. */
export const KEPT_YARD_PAGES_MAX = 60

/** Whether a cache holds kept pages (the offline page lists them). */
export const isPagesCache = (name: string) => name.startsWith(PAGES_CACHE)

/**
 * The public pages a visitor may read again offline (an allowlist: the admin, the API, the
 * customer's private quote page, the newsletter's links with their tokens and the maintenance
 * page are never kept, nor any address not listed here).
 */
const KEPT_PAGES = [
  /^\/$/,
  /^\/(equipements|actualites|catalogue|services|departements)$/,
  /^\/(equipements|actualites|departement)\/[^/]+$/,
  /^\/(mentions-legales|politique-de-confidentialite|conditions-generales)$/,
  /^\/catalogue\.pdf$/,
  new RegExp(`^${OFFLINE_PATH}$`),
]

/**
 * A customer's own quote page (`/devis/DEV-…`, `/en/quote/DEV-…`): never kept, since its
 * address holds their token; the offline page says so rather than « never opened ».
 */
export const isPrivatePage = (pathname: string) =>
  /^\/(?:[a-z]{2}\/)?(?:devis|quote)\//.test(pathname)

/** Next's build files: their names carry their content's hash, so a copy never goes stale. */
const BUILD_FILES = /^\/_next\/static\//

/** The media library's pictures, Next's resized ones and the site's own images. */
const PICTURES = [/^\/api\/cms\/media\/file\/[^/]+$/, /^\/_next\/image$/, /^\/images\//]

/**
 * The yard's screens (#62), for the team signed in on its phone: read from the network first,
 * the copy kept answering only while there is none, so that a reservation opens in the yard
 * without a signal. Their answers are private: they are kept on this phone only.
 */
const YARD_PAGES = new RegExp(`^${YARD_PATH}(?:/\\d+)?$`)

export type Kept = 'page' | 'build' | 'picture' | 'yard' | null

/** How the worker treats a GET of `url` on the site's own origin: null leaves it to the network. */
export function keptAs(url: URL, words: SiteAddressWords): Kept {
  if (BUILD_FILES.test(url.pathname)) return 'build'
  if (PICTURES.some((pattern) => pattern.test(url.pathname))) return 'picture'
  // a client-side navigation's React data (?_rsc=) is not a page
  if (url.searchParams.has('_rsc')) return null
  if (YARD_PAGES.test(url.pathname)) return url.search ? null : 'yard'
  const { path } = frenchPathOf(url.pathname, words)
  if (KEPT_PAGES.some((pattern) => pattern.test(path))) return 'page'
  return null
}

/** An answer that may be kept: complete, from this site, and not marked private by the server. */
export function keepable(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/\b(no-store|private)\b/i.test(cacheControl) && !response.headers.has('set-cookie')
}

/**
 * A request that ends the team's session on this phone: Payload's sign-out (the admin's
 * « Se déconnecter » opens `/admin/logout`, which posts to `/api/cms/users/logout`). The yard's
 * copies go with it: a phone passed to someone outside the team keeps no reservation (#62).
 */
export const endsTeamSession = (method: string, url: URL): boolean =>
  (method === 'POST' && url.pathname === '/api/cms/users/logout') ||
  (method === 'GET' && url.pathname === '/admin/logout')

/** A yard screen's answer that may be kept on the team's phone: the page itself, not a sign-in. */
export const yardKeepable = (response: Response): boolean =>
  response.status === 200 &&
  response.type === 'basic' &&
  !response.redirected &&
  (response.headers.get('content-type') ?? '').startsWith('text/html')
