import 'server-only'

import type { SiteLocale } from '@/lib/locales'

import { setRequestLocale } from './requestLocale'

/**
 * A French page's component or metadata, rendered in `locale`: its twin under /<locale>
 * (src/app/(english)) is this one line. The language is set before anything is read, for the
 * page, its metadata and the layout, which Next may render apart.
 */
export function inLocale<Args extends unknown[], Result>(
  locale: SiteLocale,
  render: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    setRequestLocale(locale)
    return render(...args)
  }
}
