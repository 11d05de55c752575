import 'server-only'

import type { Field, Payload } from 'payload'

/**
 * The names of the fields only the back office reads (a field `access.read`, such as the quote
 * requests' recipients), looking into rows, unnamed tabs and collapsibles as Payload stores them.
 */
function backOfficeFields(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if ('name' in field && field.name)
      return 'access' in field && field.access?.read ? [field.name] : []
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? [] : backOfficeFields(tab.fields),
      )
    return 'fields' in field ? backOfficeFields(field.fields) : []
  })
}

/**
 * A global as the public pages and the /api answers may carry it: Payload's field access leaves
 * these fields out of its own anonymous answers, the readers (which read everything) do the same.
 */
export function withoutBackOfficeFields<T extends object>(
  payload: Payload,
  slug: string,
  data: T,
): T {
  const fields = payload.globals.config.find((global) => global.slug === slug)?.fields ?? []
  const hidden = new Set(backOfficeFields(fields))
  if (!hidden.size) return data
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key))) as T
}
