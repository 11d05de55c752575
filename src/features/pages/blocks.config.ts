import type { Block } from 'payload'

import { galleryField, imageField } from '@/platform/fields/image'
import { safeLink } from '@/platform/fields/safeLink'
import { selectField } from '@/platform/fields/select'
import { PAGE_CALL_ACTIONS, PAGE_CARD_KINDS, PAGE_IMAGE_SIDES } from '@/lib/pageBlocks'
import { departmentsSlug, equipmentSlug } from '@/lib/slugs'

const title = { name: 'title', type: 'text', label: 'Titre' } as const

/** Text as the articles have it: headings, lists, links, quotes. */
const content: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Texte', plural: 'Textes' },
  fields: [{ name: 'text', type: 'richText', label: 'Texte', required: true }],
}

const mediaWithText: Block = {
  slug: 'mediaWithText',
  interfaceName: 'MediaWithTextBlock',
  labels: { singular: 'Image et texte', plural: 'Images et textes' },
  fields: [
    { ...imageField('image', 'Image', 'Recommandé : 1200×900 px.'), required: true },
    { name: 'text', type: 'richText', label: 'Texte', required: true },
    {
      ...selectField('imageSide', 'Image', PAGE_IMAGE_SIDES.values, PAGE_IMAGE_SIDES.labels),
      defaultValue: 'left',
      required: true,
    },
  ],
}

const gallery: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Galerie', plural: 'Galeries' },
  fields: [title, { ...galleryField('images', 'Photos'), required: true }],
}

const callToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Appel à l’action', plural: 'Appels à l’action' },
  fields: [
    { ...title, required: true },
    { name: 'text', type: 'textarea', label: 'Texte' },
    {
      type: 'row',
      fields: [
        {
          ...selectField('action', 'Action', PAGE_CALL_ACTIONS.values, PAGE_CALL_ACTIONS.labels),
          defaultValue: 'quote',
          required: true,
        },
        {
          name: 'buttonLabel',
          type: 'text',
          label: 'Texte du bouton',
          admin: { description: 'Vide : le texte de l’action (« Demander un devis »…).' },
        },
        {
          name: 'link',
          type: 'text',
          label: 'Lien',
          validate: safeLink(),
          admin: { condition: (_, block) => block?.action === 'link' },
        },
      ],
    },
  ],
}

const cards: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cartes', plural: 'Cartes' },
  fields: [
    title,
    {
      ...selectField('kind', 'Cartes de', PAGE_CARD_KINDS.values, PAGE_CARD_KINDS.labels),
      defaultValue: 'equipment',
      required: true,
    },
    {
      name: 'equipment',
      type: 'relationship',
      relationTo: equipmentSlug,
      hasMany: true,
      label: 'Équipements',
      admin: {
        condition: (_, block) => block?.kind !== 'departments',
        description: 'Seuls les équipements actifs sont montrés.',
      },
    },
    {
      name: 'departments',
      type: 'relationship',
      relationTo: departmentsSlug,
      hasMany: true,
      label: 'Départements',
      admin: {
        condition: (_, block) => block?.kind === 'departments',
        description: 'Seuls les départements actifs sont montrés.',
      },
    },
  ],
}

const faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Questions et réponses', plural: 'Questions et réponses' },
  fields: [
    title,
    {
      name: 'items',
      type: 'array',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      minRows: 1,
      required: true,
      fields: [
        { name: 'question', type: 'text', label: 'Question', required: true },
        { name: 'answer', type: 'textarea', label: 'Réponse', required: true },
      ],
    },
  ],
}

const testimonials: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Témoignages', plural: 'Témoignages' },
  fields: [
    title,
    {
      name: 'items',
      type: 'array',
      label: 'Témoignages',
      labels: { singular: 'Témoignage', plural: 'Témoignages' },
      minRows: 1,
      required: true,
      fields: [
        { name: 'quote', type: 'textarea', label: 'Témoignage', required: true },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'text', label: 'Auteur', required: true },
            { name: 'role', type: 'text', label: 'Fonction, entreprise' },
          ],
        },
      ],
    },
  ],
}

/** Where a block's sketch is, for the admin's « Ajouter un bloc » (public/images/blocks). */
const blockThumbnail = (slug: string) => `/images/blocks/${slug}.svg`

/**
 * The blocks a page is built from, in the order the admin's « Ajouter un bloc » lists them, each
 * with its own sketch (#59: Payload draws the same placeholder for all).
 */
export const PAGE_BLOCKS: Block[] = [
  content,
  mediaWithText,
  gallery,
  callToAction,
  cards,
  faq,
  testimonials,
].map((block) => ({
  ...block,
  imageURL: blockThumbnail(block.slug),
  // a sketch beside the block's name, which names the button (an alt would be read twice)
  imageAltText: '',
}))
