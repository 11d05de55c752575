/** The choices of the pages' blocks (#44), with their French labels: one list for admin and site. */

export const PAGE_IMAGE_SIDES = {
  values: ['left', 'right'],
  labels: { left: 'À gauche du texte', right: 'À droite du texte' },
} as const

export const PAGE_CALL_ACTIONS = {
  values: ['quote', 'whatsapp', 'link'],
  labels: {
    quote: 'Demander un devis',
    whatsapp: 'Nous écrire sur WhatsApp',
    link: 'Ouvrir un lien',
  },
} as const

export const PAGE_CARD_KINDS = {
  values: ['equipment', 'departments'],
  labels: { equipment: 'Équipements', departments: 'Départements' },
} as const
