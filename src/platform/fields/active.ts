import type { CheckboxField } from 'payload'

export function activeField(label = 'Actif', sidebar = false): CheckboxField {
  return {
    name: 'isActive',
    type: 'checkbox',
    label,
    defaultValue: true,
    ...(sidebar ? { admin: { position: 'sidebar' } } : {}),
  }
}
