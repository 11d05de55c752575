import type { SelectField } from 'payload'

/** A select whose options are a constant list (values) with optional French labels. */
export function selectField(
  name: string,
  label: string,
  values: readonly string[],
  labels?: Record<string, string>,
): SelectField {
  return {
    name,
    type: 'select',
    label,
    options: values.map((value) => ({ value, label: labels?.[value] ?? value })),
  }
}
