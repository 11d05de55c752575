/** Homepage sections of the spec, in page order, and the global that stores each. */
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

export const sectionGlobalSlug = <T extends SectionId>(id: T) => `section-${id}` as const

/** Title and description of each section in the homepage settings (not page content). */
export const SECTION_META: Record<SectionId, { title: string; description: string }> = {
  hero: { title: 'Bannière principale', description: "En-tête de la page d'accueil" },
  departments: { title: 'Départements', description: 'Les domaines d’activité de l’entreprise' },
  values: { title: 'Nos valeurs', description: 'Valeurs, mission et avantages' },
  equipment: { title: 'Équipements', description: 'Catégories, équipements en vedette et services' },
  'quote-calculator': { title: 'Calculateur de devis', description: 'Estimation des prix de location' },
  news: { title: 'Actualités', description: 'Les dernières actualités' },
  newsletter: { title: 'Newsletter', description: 'Inscription à la newsletter' },
  partners: { title: 'Partenaires', description: 'Carrousel des partenaires' },
  contact: { title: 'Contact', description: 'Coordonnées et formulaire de devis' },
  footer: { title: 'Pied de page', description: 'Liens, services et mentions légales' },
}

/** Where each section stands on the home page: the admin's live preview opens there. */
export const SECTION_PREVIEW_PATH: Record<SectionId, string> = {
  hero: '/#accueil',
  departments: '/#btp',
  values: '/#valeurs',
  equipment: '/#location',
  'quote-calculator': '/#location',
  news: '/#actualites',
  newsletter: '/#newsletter',
  partners: '/#partenaires',
  contact: '/#contact',
  footer: '/#pied-de-page',
}
