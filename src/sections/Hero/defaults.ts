import { COMPANY_NAME, COMPANY_SLOGAN } from '@/lib/company'

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
    { id: 'departements', value: '5', label: 'Départements' },
  ],
  sloganBanner: COMPANY_SLOGAN,
  experienceBadge: "20 années d'expérience",
}
