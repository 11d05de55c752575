import type { Where } from 'payload'

/**
 * The items whose address is `slug` in any of `locales` (#45): Payload's path to one language's
 * value of a localized field (`slug.fr`, `slug.en`). The slug field's checks (the site's
 * languages as Payload's configuration has them) and the site's readers both ask it.
 */
export const slugInLanguages = (locales: readonly string[], slug: string): Where => ({
  or: locales.map((locale) => ({ [`slug.${locale}`]: { equals: slug } })),
})
