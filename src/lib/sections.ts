/**
 * The registry of homepage sections. Adding one means its folder, src/sections/<Name>/ (config.ts
 * built with sectionGlobal, defaults.ts, its component), an id and an entry here, its config in
 * globals/index.ts and its view in src/sections/registry.tsx. Payload config imports this module,
 * so it holds data only: no React, no reads.
 */

/** Homepage sections of the spec, in page order; each is stored in the global `section-<id>`. */
export const SECTION_IDS = [
  'hero',
  'departments',
  'values',
  'equipment',
  'quote-calculator',
  'news',
  'newsletter',
  'partners',
  'contact',
  'footer',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

type SectionEntry = {
  /** The element id it renders under; sections sharing one stand together in one wrapper. */
  anchor: string
  /** Anchors inside the section that navigation links may target as well. */
  innerAnchors?: readonly string[]
  /** Drawn by the site shell on every public page, not by the home page. */
  inShell?: true
  /** Title and description in the homepage settings (not page content). */
  title: string
  description: string
}

export const SECTIONS = {
  hero: {
    anchor: 'accueil',
    title: 'Bannière principale',
    description: "En-tête de la page d'accueil",
  },
  departments: {
    anchor: 'btp',
    title: 'Départements',
    description: 'Les domaines d’activité de l’entreprise',
  },
  values: { anchor: 'valeurs', title: 'Nos valeurs', description: 'Valeurs, mission et avantages' },
  equipment: {
    anchor: 'location',
    innerAnchors: ['services'],
    title: 'Équipements',
    description: 'Catégories, équipements en vedette et services',
  },
  'quote-calculator': {
    anchor: 'location',
    title: 'Calculateur de devis',
    description: 'Estimation des prix de location',
  },
  news: { anchor: 'actualites', title: 'Actualités', description: 'Les dernières actualités' },
  newsletter: {
    anchor: 'newsletter',
    title: 'Newsletter',
    description: 'Inscription à la newsletter',
  },
  partners: {
    anchor: 'partenaires',
    title: 'Partenaires',
    description: 'Carrousel des partenaires',
  },
  contact: {
    anchor: 'contact',
    title: 'Contact',
    description: 'Coordonnées et formulaire de devis',
  },
  footer: {
    anchor: 'pied-de-page',
    inShell: true,
    title: 'Pied de page',
    description: 'Liens, services et mentions légales',
  },
} as const satisfies Record<SectionId, SectionEntry>

/** Widened so that optional fields can be read on any entry. */
const entry = (id: SectionId): SectionEntry => SECTIONS[id]

export type SectionGlobalSlug<T extends SectionId = SectionId> = `section-${T}`
export const sectionGlobalSlug = <T extends SectionId>(id: T): SectionGlobalSlug<T> =>
  `section-${id}`

/** Where the admin's live preview of a section opens: the home page at the section's anchor. */
export const sectionPreviewPath = (id: SectionId) => `/#${entry(id).anchor}`

export type HomeSectionId = {
  [T in SectionId]: (typeof SECTIONS)[T] extends { inShell: true } ? never : T
}[SectionId]
const isHomeSection = (id: SectionId): id is HomeSectionId => !entry(id).inShell

type HomeGroup = { anchor: string; ids: readonly HomeSectionId[] }

function groupByAnchor(ids: readonly HomeSectionId[]): HomeGroup[] {
  const groups = new Map<string, HomeSectionId[]>()
  for (const id of ids) {
    const { anchor } = entry(id)
    groups.set(anchor, [...(groups.get(anchor) ?? []), id])
  }
  return [...groups].map(([anchor, ids]) => ({ anchor, ids }))
}

/** The home page's sections under each anchor, in page order. */
export const HOME_GROUPS: readonly HomeGroup[] = groupByAnchor(SECTION_IDS.filter(isHomeSection))

/** The home page's anchors (public §2), in page order. */
export const HOME_ANCHORS: readonly string[] = HOME_GROUPS.flatMap(({ anchor, ids }) => [
  anchor,
  ...ids.flatMap((id) => entry(id).innerAnchors ?? []),
])
