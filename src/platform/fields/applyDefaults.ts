import type { Field } from 'payload'

type Defaults = Record<string, unknown>
/** The same defaults in the site's other languages (#45), by language code. */
export type TranslatedDefaults = Partial<Record<string, Defaults>>

const asDefaults = (value: unknown): Defaults =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Defaults) : {}

const within = (translations: TranslatedDefaults, name: string): TranslatedDefaults =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, defaults]) => [
      locale,
      asDefaults(defaults?.[name]),
    ]),
  )

/**
 * Sets each named field's `defaultValue` from a defaults object of the same shape, so a
 * global's `defaults.ts` is the one source for the admin form, new documents and the readers;
 * in another language, its translation where there is one (`defaults.en.ts`).
 */
export function applyDefaults(
  fields: Field[],
  defaults: Defaults,
  translations: TranslatedDefaults = {},
): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) =>
          'name' in tab && tab.name
            ? {
                ...tab,
                fields: applyDefaults(
                  tab.fields,
                  asDefaults(defaults[tab.name]),
                  within(translations, tab.name),
                ),
              }
            : { ...tab, fields: applyDefaults(tab.fields, defaults, translations) },
        ),
      }
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      return { ...field, fields: applyDefaults(field.fields, defaults, translations) }
    }
    if (field.type === 'group') {
      const named = 'name' in field && field.name
      return {
        ...field,
        fields: named
          ? applyDefaults(
              field.fields,
              asDefaults(defaults[field.name]),
              within(translations, field.name),
            )
          : applyDefaults(field.fields, defaults, translations),
      }
    }
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') return field
    const value = defaults[field.name]
    if (value === undefined) return field
    const { name } = field
    // a function, so that no two documents share (and mutate) one default array or object
    const defaultValue = ({ locale }: { locale?: string }) =>
      structuredClone((locale && translations[locale]?.[name]) ?? value)
    return { ...field, defaultValue } as Field
  })
}
