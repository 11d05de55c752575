import type { Field } from 'payload'

/** What an empty contact field of a section shows (src/lib/company.ts, withOverrides). */
export const GENERAL_SETTINGS_FALLBACK = 'Vide : celui des paramètres généraux.'

/**
 * Phone, email and address, as sections carry them: overrides of the general settings' details,
 * which an empty field leaves in place.
 */
export function contactFields(): Field {
  const admin = { description: GENERAL_SETTINGS_FALLBACK }
  return {
    type: 'row',
    fields: [
      { name: 'phone', type: 'text', label: 'Téléphone', admin },
      { name: 'email', type: 'email', label: 'Email', admin },
      { name: 'address', type: 'text', label: 'Adresse', admin },
    ],
  }
}
