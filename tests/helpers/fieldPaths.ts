import type { Field } from 'payload'

/**
 * Dotted paths of the data fields of a config (rows, collapsibles and unnamed tabs are
 * layout only; groups and arrays prefix their children), e.g. `images.main`, `partners.name`.
 */
export function fieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? fieldPaths(tab.fields, `${prefix}${tab.name}.`)
          : fieldPaths(tab.fields, prefix),
      )
    }
    if (field.type === 'row' || field.type === 'collapsible')
      return fieldPaths(field.fields, prefix)
    if (!('name' in field) || !field.name || field.type === 'ui') return []
    const path = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'array') {
      return [path, ...fieldPaths(field.fields, `${path}.`)]
    }
    return [path]
  })
}

/** Option values of a select field found by path. */
export function selectOptions(fields: Field[], path: string): string[] {
  const [head, ...rest] = path.split('.')
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name
        const found = !named
          ? selectOptions(tab.fields, path)
          : tab.name === head
            ? selectOptions(tab.fields, rest.join('.'))
            : []
        if (found.length) return found
      }
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      const found = selectOptions(field.fields, path)
      if (found.length) return found
    }
    if (!('name' in field) || field.name !== head) continue
    if (rest.length && (field.type === 'group' || field.type === 'array')) {
      return selectOptions(field.fields, rest.join('.'))
    }
    if (field.type === 'select') {
      return field.options.map((option) => (typeof option === 'string' ? option : option.value))
    }
  }
  return []
}
