import type { Field } from 'payload'

/** Phone, email and address, as most sections and settings carry them. */
export function contactFields(): Field {
  return {
    type: 'row',
    fields: [
      { name: 'phone', type: 'text', label: 'Téléphone' },
      { name: 'email', type: 'email', label: 'Email' },
      { name: 'address', type: 'text', label: 'Adresse' },
    ],
  }
}
