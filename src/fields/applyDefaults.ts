import type { Field } from 'payload'

type Defaults = Record<string, unknown>

const asDefaults = (value: unknown): Defaults =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Defaults) : {}

/**
 * Sets each named field's `defaultValue` from a defaults object of the same shape, so a
 * global's `defaults.ts` is the one source for the admin form, new documents and the readers.
 */
export function applyDefaults(fields: Field[], defaults: Defaults): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) =>
          'name' in tab && tab.name
            ? { ...tab, fields: applyDefaults(tab.fields, asDefaults(defaults[tab.name])) }
            : { ...tab, fields: applyDefaults(tab.fields, defaults) },
        ),
      }
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      return { ...field, fields: applyDefaults(field.fields, defaults) }
    }
    if (field.type === 'group') {
      const scoped = 'name' in field && field.name ? asDefaults(defaults[field.name]) : defaults
      return { ...field, fields: applyDefaults(field.fields, scoped) }
    }
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') return field
    const value = defaults[field.name]
    if (value === undefined) return field
    // a function, so that no two documents share (and mutate) one default array or object
    return { ...field, defaultValue: () => structuredClone(value) } as Field
  })
}
