import type { Field } from 'payload'

/** Badge, title and description of a section header; `showBadge` where the spec has it. */
export function sectionHeading({ showBadge }: { showBadge: boolean }): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'badgeText', type: 'text', label: 'Texte du badge' },
        ...(showBadge
          ? [{ name: 'showBadge', type: 'checkbox' as const, label: 'Afficher le badge' }]
          : []),
      ],
    },
    { name: 'title', type: 'text', label: 'Titre' },
    { name: 'description', type: 'textarea', label: 'Description' },
  ]
}
