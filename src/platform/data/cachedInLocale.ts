import 'server-only'

import { cachedRead } from '@/platform/cache/cachedRead'
import { requestLocale } from '@/i18n/site/requestLocale'
import type { SiteLocale } from '@/lib/locales'

/**
 * A public reader kept in Next's data cache under `tags`, one entry per language and arguments
 * (#45). Called as it is, it reads the language of the page being rendered
 * (src/i18n/site/requestLocale.ts); `.in(locale, …)` reads another, for code that renders no page
 * (a route handler's PDF).
 */
export function cachedInLocale<A extends unknown[], R>(
  read: (locale: SiteLocale, ...args: A) => Promise<R>,
  keyParts: string[],
  tags: string[],
) {
  const cached = cachedRead(read, keyParts, tags)
  return Object.assign((...args: A) => cached(requestLocale(), ...args), {
    in: (locale: SiteLocale, ...args: A) => cached(locale, ...args),
  })
}
