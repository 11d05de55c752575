import type { TextField } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { DEFAULT_SITE_LOCALE, isSiteLocale, SITE_LANGUAGES } from '@/lib/locales'

/**
 * The language of the site a visitor wrote from: their mails leave in it (French where none is
 * stored). Set by the form, read by the team. A code in a text column, not a select: a select is
 * an enumerated type in PostgreSQL, and a new language would then need a migration.
 */
export const visitorLocaleField: TextField = {
  name: 'locale',
  type: 'text',
  label: 'Langue du visiteur',
  defaultValue: DEFAULT_SITE_LOCALE,
  validate: (value: unknown) =>
    value === null ||
    value === undefined ||
    isSiteLocale(value) ||
    frenchOnly.validation.unknownLocale,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: `La langue du site où il a écrit, celle de ses emails (${Object.entries(
      SITE_LANGUAGES,
    )
      .map(([code, name]) => `${code} : ${name.toLowerCase()}`)
      .join(', ')}).`,
  },
}
