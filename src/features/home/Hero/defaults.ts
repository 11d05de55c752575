import { COMPANY_NAME, COMPANY_SLOGAN } from '@/lib/company'

/** What a key figure may count for itself, so that it never contradicts the site. */
export const HERO_LIVE_COUNTS = {
  departments: 'Nombre de départements actifs',
  equipment: 'Nombre d’équipements du parc',
} as const

export const heroDefaults = {
  isActive: true,
  title: "Bâtir l'avenir du Niger",
  subtitle: 'Votre partenaire multisectoriel de confiance',
  description: `Depuis 20 ans, ${COMPANY_NAME} accompagne particuliers, entreprises et institutions : travaux publics, hydraulique, location et vente d'engins, automobile, électronique et commerce général.`,
  ctaText: 'Découvrir nos services',
  ctaLink: '#services',
  quoteButtonText: 'Obtenir un devis',
  image: null,
  stats: [
    { id: 'annees', value: '20', label: 'Années' },
    { id: 'projets', value: '100+', label: 'Projets' },
    // the spec's « 5 », shown as the number of active departments (six in the demo, #41)
    {
      id: 'departements',
      value: '5',
      label: 'Départements',
      liveCount: 'departments' as keyof typeof HERO_LIVE_COUNTS,
    },
  ],
  sloganBanner: COMPANY_SLOGAN,
  experienceBadge: "20 années d'expérience",
}
