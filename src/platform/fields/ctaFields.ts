import type { Field } from 'payload'

import { safeLink } from './safeLink'

/** Call-to-action text and link, with the show flag where the section has one. */
export function ctaFields({ showFlag }: { showFlag: boolean }): Field {
  return {
    type: 'row',
    fields: [
      { name: 'ctaText', type: 'text', label: "Texte du bouton d'action" },
      { name: 'ctaLink', type: 'text', label: "Lien du bouton d'action", validate: safeLink() },
      ...(showFlag
        ? [{ name: 'showCTA', type: 'checkbox' as const, label: "Afficher le bouton d'action" }]
        : []),
    ],
  }
}
