import { DEFAULT_SITE_LOCALE, type SiteLocale } from './locales'

/** What a page knows of a refused send: the /api's status, its French reason (may be empty). */
export type Refused = { status?: number; message?: string }

/**
 * What the /api answered, as a visitor reads it: on a French page the /api's own words (the most
 * precise: « déjà accepté », « plus que 2 essais »), on a page in another language the page's
 * (the /api speaks French only, as the contract says).
 */
export const apiWords = (locale: SiteLocale, message: string | undefined, pageWords: string) =>
  locale === DEFAULT_SITE_LOCALE ? message || pageWords : pageWords

/** A refused send's words: the /api's reason on a French page, else the page's for its status. */
export const refusalText = (
  locale: SiteLocale,
  refusals: Record<number, string>,
  { status, message }: Refused,
  fallback: string,
) => apiWords(locale, message, (status !== undefined && refusals[status]) || fallback)
